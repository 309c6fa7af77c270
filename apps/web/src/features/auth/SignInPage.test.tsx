import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { SSO_FAILED_MESSAGE } from './SignInPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/auth/signin', () => {
  it.each([
    ['/auth/signin?returnTo=%2Ffinance%2Freports', '/finance/reports'],
    ['/', '/user/timesheets'],
  ])('forwards a user who is already signed in from %s to %s', async (path, target) => {
    const server = appServer({
      me: { ...employee, groups: ['finance'] },
      graphql: {
        SignInOptions: () => ({
          body: { data: { signInOptions: { singleSignOn: false, singleSignOnLabel: '', signedIn: true } } },
        }),
      },
    });
    const { router } = renderApp(path, server);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the configured logo', async () => {
    renderApp('/auth/signin', appServer());
    expect(await screen.findByRole('img', { name: 'Acme Time Tracker' })).toHaveAttribute(
      'src',
      '/logo-auth.svg',
    );
  });

  it("shows 'Required' for empty fields without calling the server", async () => {
    const server = appServer();
    renderApp('/auth/signin', server);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.some((c) => c.url === '/api/auth/signin')).toBe(false);
  });

  it('shows the 401 message inline and keeps the form usable', async () => {
    const server = appServer({
      rest: { '/api/auth/signin': () => ({ status: 401, body: { error: 'Incorrect email or password.' } }) },
    });
    renderApp('/auth/signin', server);
    await fillAndSubmit('employee@example.com', 'wrong');
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeEnabled();
  });

  it('shows the 429 message and holds the button for the wait the server asks', async () => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    const server = appServer({
      rest: { '/api/auth/signin': () => ({ status: 429, body: { error: message, retryAfterSeconds: 900 } }) },
    });
    renderApp('/auth/signin', server);
    await fillAndSubmit('employee@example.com', 'wrong');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign in \(wait 15:00\)/ })).toBeDisabled();
  });

  it('gives the button back when a short wait is over', async () => {
    const message = 'Too many failed sign-in attempts. Try again in 1 second.';
    const server = appServer({
      rest: { '/api/auth/signin': () => ({ status: 429, body: { error: message, retryAfterSeconds: 1 } }) },
    });
    renderApp('/auth/signin', server);
    await fillAndSubmit('employee@example.com', 'wrong');
    expect(await screen.findByRole('button', { name: /Sign in \(wait 1 s\)/ })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in$/ })).toBeEnabled(), {
      timeout: 3000,
    });
  });

  it('puts a 400 field error on its field', async () => {
    const server = appServer({
      rest: {
        '/api/auth/signin': () => ({ status: 400, body: { error: 'Invalid email address', field: 'email' } }),
      },
    });
    renderApp('/auth/signin', server);
    await fillAndSubmit('nobody', 'secret');
    expect(await screen.findByText('Invalid email address')).toHaveAttribute('id', 'signin-email-error');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('posts JSON with credentials and goes to the returnTo path', async () => {
    const signIn = vi.fn(() => ({ body: { ok: true, returnTo: '/user/profile' } }));
    const server = appServer({ rest: { '/api/auth/signin': signIn } });
    const { router } = renderApp('/auth/signin?returnTo=%2Fuser%2Fprofile', server);
    await fillAndSubmit(' employee@example.com ', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile');
    const call = server.calls.find((c) => c.url === '/api/auth/signin');
    expect(call).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: { email: 'employee@example.com', password: 'demo1234', returnTo: '/user/profile' },
    });
  });

  it('ignores a foreign returnTo and lands on /user/timesheets', async () => {
    const server = appServer({ rest: { '/api/auth/signin': () => ({ body: { ok: true } }) } });
    const { router } = renderApp('/auth/signin?returnTo=https%3A%2F%2Fevil.example.com%2F', server);
    await fillAndSubmit('employee@example.com', 'demo1234');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(router.state.location.pathname).toBe('/user/timesheets');
  });

  it('offers single sign-on when configured, keeping returnTo', async () => {
    const server = appServer({
      graphql: {
        SignInOptions: () => ({
          body: {
            data: {
              signInOptions: {
                singleSignOn: true,
                singleSignOnLabel: 'Sign in with Microsoft',
                signedIn: false,
              },
            },
          },
        }),
      },
    });
    renderApp('/auth/signin?returnTo=%2Ffinance', server);
    expect(await screen.findByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute(
      'href',
      '/api/auth/oidc?returnTo=%2Ffinance',
    );
  });

  it('hides single sign-on when it is off', async () => {
    renderApp('/auth/signin', appServer());
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText('Sign in with Microsoft')).not.toBeInTheDocument();
  });

  it('explains a failed single sign-on', async () => {
    renderApp('/auth/signin?error=sso', appServer());
    expect(await screen.findByText(SSO_FAILED_MESSAGE)).toBeInTheDocument();
  });

  it('links to the password reset with the typed e-mail', async () => {
    renderApp('/auth/signin', appServer());
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/auth/reset-password');
    await userEvent.type(screen.getByLabelText('Email'), 'a+b@example.com');
    expect(link).toHaveAttribute('href', '/auth/reset-password?email=a%2Bb%40example.com');
  });
});
