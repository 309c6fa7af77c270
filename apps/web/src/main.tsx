import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// From react-router/dom: navigations asked with flushSync (e.g. a typed search) commit at once (issue 14).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/Providers.tsx';
import { reloadOnStaleChunks } from './app/reloadOnStaleChunks.ts';
import { routerOptions, routes } from './app/routes.tsx';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { createApolloClient, signOutPath } from './graphql/client.ts';
import './app/global.css';

reloadOnStaleChunks();
registerServiceWorker();
const router = createBrowserRouter(routes, routerOptions);
const client = createApolloClient({
  onUnauthenticated: () => void router.navigate(signOutPath(router.state.location), { replace: true }),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
