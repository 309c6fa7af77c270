import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/auth/signout', () => {
  it("shows 'Logging you out', ends the session, clears local state and lands on sign-in", async () => {
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const server = appServer({ rest: { '/api/auth/signout': () => answered.then(() => ({ status: 204 })) } });
    localStorage.setItem('columns', '[]');
    const { router, client } = renderApp('/auth/signout', server);
    client.cache.restore({ ROOT_QUERY: { __typename: 'Query', environment: 'stage' } });

    expect(await screen.findByText('Logging you out')).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(server.calls.find((c) => c.url === '/api/auth/signout')).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'x-tally-csrf': '1' },
    });
    expect(localStorage.getItem('columns')).toBeNull();
    const root = (client.cache.extract() as Record<string, Record<string, unknown> | undefined>).ROOT_QUERY;
    expect(root?.environment).toBeUndefined();
  });

  it('keeps a safe returnTo for the next sign-in', async () => {
    const server = appServer({ rest: { '/api/auth/signout': () => ({ status: 204 }) } });
    const { router } = renderApp('/auth/signout?returnTo=%2Fuser%2Fprofile', server);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.search).toBe('?returnTo=%2Fuser%2Fprofile');
  });
});
