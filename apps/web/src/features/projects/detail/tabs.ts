import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Configurations } from '../../../graphql/configurations.ts';
import type { ProjectTabProps } from './ProjectTabProps.ts';

export const PROJECT_TAB_KEYS = [
  'summary',
  'deliverables',
  'timesheets',
  'team',
  'roles',
  'expenses',
  'financials',
  'export',
  'documents',
  'history',
] as const;
export type ProjectTabKey = (typeof PROJECT_TAB_KEYS)[number];

const DEFAULT_LABELS: Record<ProjectTabKey, string> = {
  summary: 'Project Summary',
  deliverables: 'Deliverables',
  timesheets: 'Timesheets',
  team: 'Team',
  roles: 'Roles',
  expenses: 'Expenses',
  financials: 'Financials',
  export: 'Export Hours',
  documents: 'Documents',
  history: 'History',
};

type TabComponent = LazyExoticComponent<ComponentType<ProjectTabProps>>;

/** Each tab is its own chunk, loaded when first opened. */
export const TAB_COMPONENTS: Record<ProjectTabKey, TabComponent> = {
  summary: lazy(() => import('../tabs/summary/SummaryTab.tsx')),
  deliverables: lazy(() => import('../tabs/deliverables/DeliverablesTab.tsx')),
  timesheets: lazy(() => import('../tabs/timesheets/TimesheetsTab.tsx')),
  team: lazy(() => import('../tabs/team/TeamTab.tsx')),
  roles: lazy(() => import('../tabs/roles/RolesTab.tsx')),
  expenses: lazy(() => import('../tabs/expenses/ExpensesTab.tsx')),
  financials: lazy(() => import('../tabs/financials/FinancialsTab.tsx')),
  export: lazy(() => import('../tabs/export/ExportTab.tsx')),
  documents: lazy(() => import('../tabs/documents/DocumentsTab.tsx')),
  history: lazy(() => import('../tabs/history/HistoryTab.tsx')),
};

export const DEFAULT_TAB: ProjectTabKey = 'deliverables';

const isTabKey = (value: unknown): value is ProjectTabKey =>
  typeof value === 'string' && (PROJECT_TAB_KEYS as readonly string[]).includes(value);

/**
 * The tabs of configuration project-details-tabs, in its order (M-033); documents only when
 * pm-documents-tab-enabled is on (M-035). An unreadable list falls back to every tab.
 */
export function visibleTabs(config: Pick<Configurations, 'get'>): ProjectTabKey[] {
  let listed: unknown;
  try {
    listed = JSON.parse(config.get('project-details-tabs') ?? 'null');
  } catch {
    listed = null;
  }
  const keys = Array.isArray(listed) ? listed.filter(isTabKey) : [...PROJECT_TAB_KEYS];
  const documentsOn = ['true', '1'].includes(config.get('pm-documents-tab-enabled') ?? 'true');
  // History (issue #17) is not one of the configurable tabs: always last.
  const configured = [...new Set(keys)].filter((key) => key !== 'documents' || documentsOn);
  return configured.includes('history') ? configured : [...configured, 'history'];
}

/** A tab's label; deliverables and expenses take the configured custom names (M-034). */
export function tabLabel(key: ProjectTabKey, config: Pick<Configurations, 'get'>): string {
  if (key === 'deliverables') return config.get('deliverables-tab-label') ?? DEFAULT_LABELS.deliverables;
  if (key === 'expenses') return config.get('expenses-tab-label') ?? DEFAULT_LABELS.expenses;
  return DEFAULT_LABELS[key];
}
