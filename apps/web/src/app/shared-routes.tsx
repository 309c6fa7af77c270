import type { RouteObject } from 'react-router';
import { NotFound } from './NotFound.tsx';

/** Any unknown path inside a layout: the 404 content in that layout. */
export const notFound: RouteObject = { path: '*', Component: NotFound };

/** The project list and detail under one list path (M-002..M-006). */
export function projectRoutes(listPath: string): RouteObject[] {
  const detail = () => import('../features/projects/detail/ProjectDetailPage.tsx');
  return [
    { path: listPath, lazy: () => import('../features/projects/list/ProjectListPage.tsx') },
    { path: `${listPath}/:projectId`, lazy: detail },
    { path: `${listPath}/:projectId/:activeTab`, lazy: detail },
  ];
}

/** /admin/settings and /super-admin/settings are the same screen (S-014). */
export const settingsPage = () => import('../features/admin/settings/SettingsPage.tsx');
