import { useLocation } from 'react-router';

/** The three homes of the project pages (M-002, M-003, M-006). */
export type ProjectListKind = 'mine' | 'all' | 'finance';

export const PROJECT_LIST_PATHS: Record<ProjectListKind, string> = {
  mine: '/project-management/projects',
  all: '/project-management/all-projects',
  finance: '/finance/projects',
};

/** Which list a path belongs to; any path containing 'finance' reads from the finance side (M-006). */
export function projectListKind(pathname: string): ProjectListKind {
  if (pathname.split('/').includes('finance')) return 'finance';
  if (pathname.startsWith(PROJECT_LIST_PATHS.all)) return 'all';
  return 'mine';
}

export function projectPath(kind: ProjectListKind, projectId: string, tab?: string): string {
  const base = `${PROJECT_LIST_PATHS[kind]}/${projectId}`;
  return tab ? `${base}/${tab}` : base;
}

export function useProjectListKind(): ProjectListKind {
  return projectListKind(useLocation().pathname);
}
