/**
 * Rules of the accounting-system (NetSuite) integration tools (S-015..S-031): which NetSuite a link opens,
 * the colour of a task's sync status, which projects a bulk sync covers and the texts of the sync tool.
 */

export const SYNC_STATUSES = ['SYNCED', 'PENDING_SYNC', 'PENDING_CHANGES', 'ERROR'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];
export type SyncColor = 'red' | 'green' | 'orange';

/** S-019, C-037: no source id or ERROR red, SYNCED green, pending states orange. */
export function syncStatusColor(
  sourceId: string | null | undefined,
  status: string | null | undefined,
): SyncColor {
  if (!sourceId || status === 'ERROR') return 'red';
  if (status === 'SYNCED') return 'green';
  return 'orange';
}

/** The words shown beside the colour (a colour alone says nothing to a screen reader). */
export function syncStatusLabel(
  sourceId: string | null | undefined,
  status: string | null | undefined,
): string {
  if (status === 'ERROR') return 'Error';
  if (!sourceId) return 'Not synced';
  if (status === 'SYNCED') return 'Synced';
  if (status === 'PENDING_CHANGES') return 'Pending changes';
  return 'Pending sync';
}

/** S-016: the sandbox when the portal's host name contains localhost or stage, production otherwise. */
export function accountingEnvironment(hostname: string): 'sandbox' | 'production' {
  const host = hostname.toLowerCase();
  return host.includes('localhost') || host.includes('stage') ? 'sandbox' : 'production';
}

/**
 * The NetSuite account a link opens: the account id itself in production, its first sandbox ('_SB1') otherwise
 * (an id that already names a sandbox is kept).
 */
export function accountFor(accountId: string, environment: 'sandbox' | 'production'): string {
  const id = accountId.trim().toUpperCase();
  const base = id.replace(/_SB\d+$/, '');
  if (environment === 'production') return base;
  return /_SB\d+$/.test(id) ? id : `${base}_SB1`;
}

/** https://{account lowercased, '_' as '-'}.app.netsuite.com: the NetSuite UI of an account. */
export function netsuiteAppUrl(accountId: string, hostname: string): string {
  const account = accountFor(accountId, accountingEnvironment(hostname));
  return `https://${account.toLowerCase().replaceAll('_', '-')}.app.netsuite.com`;
}

const RECORD_PATHS = {
  timebill: '/app/accounting/transactions/timebill.nl',
  job: '/app/accounting/project/project.nl',
  projectTask: '/app/accounting/project/projecttask.nl',
} as const;

/** A link to one record of the accounting system (a pushed time entry, a project, a project task). */
export function netsuiteRecordUrl(
  accountId: string,
  hostname: string,
  type: keyof typeof RECORD_PATHS,
  id: string,
): string {
  return `${netsuiteAppUrl(accountId, hostname)}${RECORD_PATHS[type]}?id=${encodeURIComponent(id)}`;
}

/** Only Approved timesheets go to the accounting system (S-018, C-011). */
export function canPushTimesheet(status: string): boolean {
  return status === 'Approved';
}

export const PUSH_REFUSED_MESSAGE = 'Only Approved timesheets can be pushed to the accounting system.';

/** S-027: a bulk sync covers only In Progress projects linked to the accounting system. */
export function isBulkSyncCandidate(project: { status: string | null; sourceId: string | null }): boolean {
  return project.status === 'In Progress' && Boolean(project.sourceId);
}

/** The four syncs of the tool, their operation and the label its messages use (S-025). */
export const PROJECT_SYNCS = [
  { operation: 'manualProjectSync', label: 'Full Project Sync' },
  { operation: 'syncProjectOnly', label: 'Project Only Sync' },
  { operation: 'syncProjectDeliverables', label: 'Deliverables Sync' },
  { operation: 'syncProjectResources', label: 'Resources Sync' },
] as const;
export type ProjectSyncOperation = (typeof PROJECT_SYNCS)[number]['operation'];

/** How long the progress display stays after a bulk sync (S-028, C-060). */
export const SYNC_PROGRESS_CLEAR_MS = 2000;
/** The sync list's project cap (S-024, C-063). */
export const SYNC_PROJECT_CAP = 1000;

/** The tool's texts, verbatim from E-042. */
export const syncMessages = {
  failed: (name: string, message: string) => `Failed to sync project ${name}: ${message}`,
  noCandidates: 'No "In Progress" projects with NetSuite integration found',
  stopping: 'Stopping sync after current project completes...',
  stopped: (processed: number, total: number) =>
    `Sync stopped by user. Processed ${processed} of ${total} projects.`,
  someFailed: (count: number) => `${count} projects failed to sync`,
  bulkSuccess: (label: string, count: number) => `${label}: Successfully synced ${count} projects`,
  singleSuccess: (label: string, name: string) => `${label} completed for: ${name}`,
  noProjects: 'No projects found. Please check if you have the correct permissions.',
} as const;
