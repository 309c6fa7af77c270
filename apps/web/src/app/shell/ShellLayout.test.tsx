import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee, meResponse, publicConfiguration } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { loadStylesheetForFile } from '../../test/stylesheet.ts';
import { resetViewportAfterEach, setViewportWidth } from '../../test/viewport.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

resetViewportAfterEach();
loadStylesheetForFile('app/shell/shell.css');

describe('the shell', () => {
  it("reads 'Loading user data' while the user loads", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const pending = new Promise<{ body: unknown }>((resolve) => {
      answer = resolve;
    });
    renderApp('/user/profile', appServer({ graphql: { ShellMe: () => pending } }));
    expect(await screen.findByText('Loading user data')).toBeInTheDocument();
    answer({ body: { data: { me: meResponse(employee) } } });
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByText('Loading user data')).not.toBeInTheDocument();
  });

  it('draws the menu with the icons it names, which load with the user (not with the shell)', async () => {
    renderApp('/user/timesheets', appServer());
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // No waiting: the shell is drawn only once the icon has loaded.
    expect(
      within(menu)
        .getByRole('link', { name: /Profile/ })
        .closest('li')
        ?.querySelector('.anticon-user'),
    ).not.toBeNull();
  });

  it('has a logo linking to /user and an avatar popover with name, title, e-mail and links', async () => {
    renderApp('/user/timesheets', appServer());
    const logo = await screen.findByRole('link', { name: 'Acme Time Tracker home' });
    expect(logo).toHaveAttribute('href', '/user');
    expect(logo.querySelector('img')).toHaveAttribute('src', '/logo-topbar.svg');

    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Erin Employee' }));
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('Erin Employee')).toBeInTheDocument();
    expect(within(account).getByText('Consultant')).toBeInTheDocument();
    expect(within(account).getByText('employee@example.com')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    expect(within(account).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/signout');
  });

  it('collapses and expands the sidebar with the menu toggle', async () => {
    window.innerWidth = 1280;
    renderApp('/user/timesheets', appServer());
    const toggle = await screen.findByRole('button', { name: 'Collapse menu' });
    const sider = screen.getByRole('complementary');
    expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
    await userEvent.click(toggle);
    expect(sider).toHaveClass('ant-layout-sider-collapsed');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the menu a drawer on a phone: hidden, opened by the toggle, closed by a link, the backdrop or Escape', async () => {
    setViewportWidth(390);
    window.innerWidth = 390;
    renderApp('/user/timesheets', appServer());
    const open = await screen.findByRole('button', { name: 'Expand menu' });
    // Hidden, not just narrow: its links are out of the Tab order and the page has the whole width.
    const sider = screen.getByRole('complementary', { hidden: true });
    expect(sider).not.toBeVisible();

    await userEvent.click(open);
    expect(sider).toBeVisible();
    await userEvent.click(within(sider).getByRole('link', { name: /Profile/ }));
    await waitFor(() => expect(sider).not.toBeVisible());

    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(sider).toBeVisible();
    await userEvent.click(document.querySelector('.tally-sider-backdrop') as HTMLElement);
    expect(sider).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    within(sider).getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{Escape}');
    expect(sider).not.toBeVisible();
  });

  it('starts collapsed for a user with a temporary password', async () => {
    window.innerWidth = 1280;
    renderApp('/user/timesheets', appServer({ me: { ...employee, temporaryPassword: true } }));
    await screen.findByRole('button', { name: 'Expand menu' });
    expect(screen.getByRole('complementary')).toHaveClass('ant-layout-sider-collapsed');
  });

  it('shows the avatar initials when the user has no image', async () => {
    renderApp('/user/timesheets', appServer());
    const avatar = await screen.findByRole('button', { name: 'Account menu for Erin Employee' });
    expect(avatar).toHaveTextContent('EE');
  });

  it("dims the content, makes it inert and shows 'You appear to be offline.' while offline", async () => {
    renderApp('/user/timesheets', appServer());
    await screen.findByRole('navigation', { name: 'Main menu' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('inert');

    setOnline(false);
    expect(screen.getByText('You appear to be offline.')).toBeInTheDocument();
    expect(main).toHaveAttribute('inert');
    expect(main).toHaveClass('tally-offline');

    setOnline(true);
    expect(screen.queryByText('You appear to be offline.')).not.toBeInTheDocument();
    expect(main).not.toHaveAttribute('inert');
    expect(main).not.toHaveClass('tally-offline');
  });

  it.each([
    ['local', 'Local'],
    ['stage', 'Stage'],
  ])("shows the '%s' environment banner", async (environment, label) => {
    renderApp('/user/timesheets', appServer({ environment }));
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('shows no environment banner in production', async () => {
    renderApp('/user/timesheets', appServer({ environment: 'production' }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText('Local')).not.toBeInTheDocument();
    expect(screen.queryByText('Stage')).not.toBeInTheDocument();
  });

  it('sets the title by section and the favicon from configuration', async () => {
    const { router } = renderApp('/user/profile', appServer());
    await waitFor(() => expect(document.title).toBe('Profile | Acme Time Tracker'));
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon-acme.ico');
    await act(() => router.navigate('/user/timesheets/20240107'));
    expect(document.title).toBe('Timesheets | Acme Time Tracker');
    await act(() => router.navigate('/nowhere'));
    expect(document.title).toBe('Acme Time Tracker');
  });

  it("keeps the server's title until the configuration arrives (no 'Time Tracker' without the company)", async () => {
    document.title = 'Profile | Acme Time Tracker';
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const titles: string[] = [];
    const observer = new MutationObserver(() => titles.push(document.title));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const server = appServer({
      graphql: {
        Configurations: async () => {
          await arrived;
          return {
            body: {
              data: {
                configurations: [
                  { key: 'company-short-name', value: 'Acme' },
                  { key: 'favicon-url', value: '/favicon-acme.ico' },
                ],
              },
            },
          };
        },
      },
    });
    renderApp('/user/profile', server);
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(document.title).toBe('Profile | Acme Time Tracker');
    release();
    await waitFor(() => expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull());
    observer.disconnect();
    expect(titles.filter((title) => !title.includes('Acme'))).toEqual([]);
  });

  it("offers 'Return to the old site?' only to beta invitees when the old site is configured", async () => {
    const configuration = { ...publicConfiguration, 'legacy-site-url': 'https://old.example.com' };
    renderApp('/user/timesheets', appServer({ me: { ...employee, inviteToBeta: true }, configuration }));
    const button = await screen.findByRole('link', { name: 'Return to the old site?' });
    expect(button).toHaveAttribute('href', 'https://old.example.com');
  });

  it.each([
    [true, publicConfiguration],
    [false, { ...publicConfiguration, 'legacy-site-url': 'https://old.example.com' }],
  ])("hides 'Return to the old site?' (inviteToBeta %s)", async (inviteToBeta, configuration) => {
    renderApp('/user/timesheets', appServer({ me: { ...employee, inviteToBeta }, configuration }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByText('Return to the old site?')).not.toBeInTheDocument();
  });

  it('goes to /auth/signout, clearing local state, when the server answers UNAUTHENTICATED', async () => {
    localStorage.setItem('draft', 'x');
    const unauthenticated = {
      body: { data: null, errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] },
    };
    const server = appServer({ graphql: { ShellMe: () => unauthenticated } });
    const signedOut = vi.fn(() => ({ status: 204 }));
    server.rest['/api/auth/signout'] = signedOut;
    const { router } = renderApp('/user/profile', server);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(signedOut).toHaveBeenCalled();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fprofile');
  });
});
