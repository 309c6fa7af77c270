import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/Providers.tsx';
import { routerOptions, routes } from '../app/routes.tsx';
import { createApolloClient, signOutPath } from '../graphql/client.ts';
import type { FakeServer } from './fakeServer.ts';

/**
 * Renders the real route tree at `path` (or a location with navigation state), talking to a fake server
 * through the real Apollo client.
 */
export function renderApp(path: string | { pathname: string; state?: unknown }, server: FakeServer) {
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  const client = createApolloClient({
    onUnauthenticated: () => void router.navigate(signOutPath(router.state.location), { replace: true }),
    fetch: server.fetch,
  });
  const view = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, client };
}

/**
 * Renders one component with the real providers and a fake server, outside the route tree; like the
 * shell and reports layouts, it provides antd's App so App.useApp() works.
 */
export function renderWithProviders(ui: ReactNode, server: FakeServer) {
  vi.stubGlobal('fetch', server.fetch);
  const client = createApolloClient({ onUnauthenticated: () => {}, fetch: server.fetch });
  return render(
    <Providers client={client}>
      <App component={false}>
        <MemoryRouter>{ui}</MemoryRouter>
      </App>
    </Providers>,
  );
}
