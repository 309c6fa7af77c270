import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, graphqlError } from '../test/fakeServer.ts';
import { createApolloClient, signOutPath } from './client.ts';

const PING = gql`
  query Ping {
    environment
  }
`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createApolloClient', () => {
  it('posts to /api/graphql with credentials and the CSRF header', async () => {
    const server = fakeServer({ Ping: () => ({ body: { data: { environment: 'local' } } }) });
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch: server.fetch });
    const result = await client.query({ query: PING });
    expect(result.data).toEqual({ environment: 'local' });
    expect(server.calls[0]).toMatchObject({
      url: '/api/graphql',
      method: 'POST',
      credentials: 'include',
      headers: { 'x-tally-csrf': '1' },
    });
  });

  it('on UNAUTHENTICATED clears storage, cookies and cache, then goes to /auth/signout', async () => {
    localStorage.setItem('token', 'x');
    // biome-ignore lint/suspicious/noDocumentCookie: a readable cookie the sign-out must remove
    document.cookie = 'theme=dark; path=/';
    const server = fakeServer({ Ping: () => graphqlError('UNAUTHENTICATED', 'Not signed in') });
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ onUnauthenticated, fetch: server.fetch });
    client.writeQuery({ query: PING, data: { environment: 'cached' } });
    const clearStore = vi.spyOn(client, 'clearStore');

    await expect(client.query({ query: PING })).rejects.toThrow('Not signed in');
    await vi.waitFor(() => expect(onUnauthenticated).toHaveBeenCalledOnce());

    expect(localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('theme=dark');
    expect(clearStore).toHaveBeenCalled();
    expect(client.readQuery({ query: PING })).toBeNull();
  });

  it('signs out towards the current page, except from the auth pages', () => {
    expect(signOutPath({ pathname: '/user/profile', search: '?tab=1' })).toBe(
      '/auth/signout?returnTo=%2Fuser%2Fprofile%3Ftab%3D1',
    );
    expect(signOutPath({ pathname: '/auth/reset-password', search: '?token=x' })).toBe('/auth/signout');
  });

  it('only logs network errors and does not sign out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onUnauthenticated = vi.fn();
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const client = createApolloClient({ onUnauthenticated, fetch: failing });
    await expect(client.query({ query: PING })).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalledWith('[network] Ping:', expect.any(TypeError));
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('does not sign out on other GraphQL errors', async () => {
    const server = fakeServer({ Ping: () => graphqlError('FORBIDDEN', 'No') });
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ onUnauthenticated, fetch: server.fetch });
    await expect(client.query({ query: PING })).rejects.toThrow('No');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
