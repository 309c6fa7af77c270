import type { RouteObject } from 'react-router';
import { notFound, settingsPage } from '../shared-routes.tsx';

/** The screens under /super-admin (S items); the index redirect stays in the main route table. */
export const routes: RouteObject[] = [
  {
    path: 'configurations',
    lazy: () => import('../../features/super-admin/configurations/ConfigurationsPage.tsx'),
  },
  { path: 'settings', lazy: settingsPage },
  notFound,
];
