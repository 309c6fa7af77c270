import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { clearClientState } from './clearClientState.ts';
import { OFFLINE_HEADER, OFFLINE_READABLE_QUERIES } from './offlineReadable.ts';

export interface ClientOptions {
  /** Called after an UNAUTHENTICATED answer has cleared the client state; goes to signOutPath(). */
  onUnauthenticated: () => void;
  fetch?: typeof fetch;
}

function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

/** /auth/signout, remembering where the user was so the next sign-in returns there. */
export function signOutPath({ pathname, search }: { pathname: string; search: string }): string {
  if (pathname.startsWith('/auth/')) return '/auth/signout';
  return `/auth/signout?returnTo=${encodeURIComponent(pathname + search)}`;
}

export function createApolloClient({ onUnauthenticated, fetch: fetchImpl }: ClientOptions): ApolloClient {
  let client: ApolloClient | undefined;
  let signingOut = false;

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error)) {
      if (signingOut || !client) return;
      signingOut = true;
      void clearClientState(client).finally(() => {
        signingOut = false;
        onUnauthenticated();
      });
      return;
    }
    if (!CombinedGraphQLErrors.is(error)) {
      // network failures are logged only; screens decide what to show.
      console.error(`[network] ${operation.operationName ?? 'operation'}:`, error);
    }
  });

  // The queries the week needs offline are marked, so the service worker keeps their last answer (issue #18).
  const offlineLink = new ApolloLink((operation, forward) => {
    if (OFFLINE_READABLE_QUERIES.has(operation.operationName ?? '')) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, [OFFLINE_HEADER]: '1' },
      }));
    }
    return forward(operation);
  });

  const httpLink = new HttpLink({
    uri: '/api/graphql',
    credentials: 'include',
    headers: { 'x-tally-csrf': '1' },
    fetch: fetchImpl ? (...args) => fetchImpl(...args) : undefined,
  });

  client = new ApolloClient({
    link: ApolloLink.from([errorLink, offlineLink, httpLink]),
    // The admin namespace has no id: merge what each query reads of it rather than replace (admin.user and
    // admin.users on one screen).
    cache: new InMemoryCache({
      typePolicies: { AdminQueries: { merge: true }, FinanceQueries: { merge: true } },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
      query: { fetchPolicy: 'no-cache' },
      mutate: { errorPolicy: 'none' },
    },
  });
  return client;
}
