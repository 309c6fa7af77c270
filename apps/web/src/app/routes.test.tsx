import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee } from '../test/fixtures.ts';
import { renderApp } from '../test/renderApp.tsx';
import { NO_ACCESS_TITLE } from './NoAccess.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function notFoundHeading() {
  return screen.findByRole('heading', { name: '404' });
}

describe('routes', () => {
  it('redirects / to the sign-in page', async () => {
    const { router } = renderApp('/', appServer());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('shows 404 without the shell for an unknown path', async () => {
    renderApp('/no/such/page', appServer());
    await notFoundHeading();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('redirects /user to /user/timesheets inside the shell', async () => {
    const { router } = renderApp('/user', appServer());
    expect(await screen.findByRole('heading', { name: 'My Timesheets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/timesheets');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('redirects /vaccine-tracker to /vaccine-tracker/proofs', async () => {
    const { router } = renderApp('/vaccine-tracker', appServer());
    expect(await screen.findByRole('heading', { name: 'Vaccine Tracker' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vaccine-tracker/proofs');
  });

  it('renders /reports paths in their own layout without the shell', async () => {
    renderApp('/reports/unknown', appServer());
    await notFoundHeading();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it.each([
    ['/finance/reports', []],
    ['/admin', ['finance']],
    ['/super-admin', ['admin']],
    ['/performance', ['finance']],
    ['/performance', ['project-management']],
    ['/human-resources', ['admin']],
    ['/vaccine-tracker/report', ['human-resources']],
  ])('tells a signed-in user without the group on %s that the page is not theirs', async (path, groups) => {
    const { router } = renderApp(path, appServer({ me: { ...employee, groups } }));
    const heading = await screen.findByRole('heading', { name: NO_ACCESS_TITLE });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/ask an administrator of Tally to add you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Timesheets' })).toHaveAttribute(
      'href',
      '/user/timesheets',
    );
    // Still inside the shell, on the same address: no sign-in form, no redirect.
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each([
    ['/finance/reports/no-such-report', ['finance']],
    ['/admin/no-such-screen', ['admin']],
    ['/super-admin/timesheets', ['super-admin']],
    ['/performance/unknown', ['senior-management']],
    ['/human-resources/unknown', ['human-resources']],
  ])('lets a member into %s', async (path, groups) => {
    const { router } = renderApp(path, appServer({ me: { ...employee, groups } }));
    await notFoundHeading();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});
