import type { RouteObject } from 'react-router';
import { notFound, settingsPage } from '../shared-routes.tsx';

/** The screens under /super-admin (S items); the index redirect stays in the main route table. */
export const routes: RouteObject[] = [
  {
    path: 'configurations',
    lazy: () => import('../../features/super-admin/configurations/ConfigurationsPage.tsx'),
  },
  { path: 'settings', lazy: settingsPage },
  {
    path: 'integrations',
    children: [
      { index: true, lazy: () => import('../../features/integrations/IntegrationsPage.tsx') },
      {
        path: 'netsuite/syncs',
        lazy: () => import('../../features/integrations/NetsuiteSyncsPage.tsx'),
      },
      {
        path: 'netsuite/suiteql',
        lazy: () => import('../../features/integrations/SuiteqlPage.tsx'),
      },
      {
        path: 'netsuite/project-sync-utilities',
        lazy: () => import('../../features/integrations/ProjectSyncUtilitiesPage.tsx'),
      },
    ],
  },
  notFound,
];
