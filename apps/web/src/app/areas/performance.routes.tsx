import type { RouteObject } from 'react-router';
import { notFound } from '../shared-routes.tsx';

/** The screens under /performance (X items); the tiles page, its index, stays in the main route table. */
export const routes: RouteObject[] = [
  {
    path: 'resource-utilization',
    lazy: () => import('../../features/performance/utilization/ResourceUtilizationPage.tsx'),
  },
  notFound,
];
