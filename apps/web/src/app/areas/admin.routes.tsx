import { Navigate, type RouteObject } from 'react-router';
import { notFound, settingsPage } from '../shared-routes.tsx';

/** The screens under /admin (D items); the index redirect stays in the main route table. */
export const routes: RouteObject[] = [
  { path: 'users', lazy: () => import('../../features/admin/users/UsersListPage.tsx') },
  { path: 'users/:userId', lazy: () => import('../../features/admin/users/UserDetailPage.tsx') },
  { path: 'clients', lazy: () => import('../../features/admin/clients/ClientsPage.tsx') },
  { path: 'quick-edit', element: <Navigate to="/admin/quick-edit/projects" replace /> },
  { path: 'quick-edit/:collection', lazy: () => import('../../features/admin/quick-edit/QuickEditPage.tsx') },
  {
    path: 'project-templates',
    lazy: () => import('../../features/admin/project-templates/TemplatesPage.tsx'),
  },
  {
    path: 'project-templates/new',
    lazy: () => import('../../features/admin/project-templates/NewTemplatePage.tsx'),
  },
  {
    path: 'project-templates/:projectId/:activeTab?',
    lazy: () => import('../../features/admin/project-templates/TemplateDetailPage.tsx'),
  },
  { path: 'taxonomy', lazy: () => import('../../features/admin/taxonomy/TaxonomyPage.tsx') },
  { path: 'settings', lazy: settingsPage },
  { path: 'tools', lazy: () => import('../../features/projects/budget-tool/BudgetToolPage.tsx') },
  { path: 'webhooks', lazy: () => import('../../features/integrations/webhooks/WebhooksPage.tsx') },
  { path: 'audit', lazy: () => import('../../features/shared/history/AuditPage.tsx') },
  notFound,
];
