import { type HistorySubject, historyAction, historyValue } from '@tally/domain/history';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, forbidden, notFound } from '../../graphql/errors.ts';
import { readableProject } from '../projects/project.access.ts';
import { assertMayRead } from '../timesheets/timesheet.access.ts';
import { loadTimesheetById } from '../timesheets/timesheet.loader.ts';
import { type HistoryFilter, type HistoryRow, listHistory } from './history.queries.ts';

type Deps = Pick<AppDeps, 'db'>;

export interface HistoryChange {
  field: string;
  from: string;
  to: string;
}

export interface HistoryEntry {
  id: string;
  at: Date;
  type: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  tokenName: string | null;
  /** What the event is about, in words: the user, or the project and deliverable of an hours change. */
  subject: string;
  changes: HistoryChange[];
}

/** Metadata keys that identify rather than describe (never listed as changes). */
const IDENTIFIERS = new Set([
  'byUserId',
  'timesheetId',
  'projectId',
  'entryProjectId',
  'deliverableId',
  'lineItemId',
  'date',
  'tokenId',
  'tokenName',
  'accessTokenId',
  'webhookId',
  'changes',
  'projectIds',
  'onBehalfOf',
]);

function changesOf(metadata: Record<string, unknown>): HistoryChange[] {
  const listed = Array.isArray(metadata.changes)
    ? (metadata.changes as { field?: unknown; from?: unknown; to?: unknown }[])
    : [];
  const changes = listed.map((change) => ({
    field: String(change.field ?? ''),
    from: historyValue(change.from),
    to: historyValue(change.to),
  }));
  for (const [field, value] of Object.entries(metadata)) {
    if (!IDENTIFIERS.has(field)) changes.push({ field, from: '', to: historyValue(value) });
  }
  return changes;
}

/** Events about one day entry of a sheet: their subject is the entry's work and day. */
const ENTRY_EVENTS = new Set([
  'timesheet-hours-changed',
  'timesheet-task-moved',
  'timesheet-comment-changed',
]);

function entryOf(row: HistoryRow): HistoryEntry {
  const date = typeof row.metadata.date === 'string' ? row.metadata.date : null;
  const work = [row.projectName, row.deliverableName].filter(Boolean).join(' / ');
  const subject = ENTRY_EVENTS.has(row.type)
    ? [work, date].filter(Boolean).join(', ')
    : // The project too whenever the event names one (an edit, a sync, a budget recalculation).
      [row.subjectUserName, row.projectName]
        .filter(Boolean)
        .join(', ');
  return {
    id: row.id,
    at: row.at,
    type: row.type,
    action: historyAction(row.type),
    actorId: row.actorId,
    actorName: row.actorName,
    tokenName: row.tokenName,
    subject,
    changes: changesOf(row.metadata),
  };
}

/** FORBIDDEN unless the viewer may see the subject's history; NOT_FOUND when it does not exist. */
async function assertMaySee(deps: Deps, viewer: Viewer, subject: HistorySubject, id: string | null) {
  const isAdmin = viewer.groups.includes('admin');
  if (subject === 'PORTAL') {
    if (!isAdmin) throw forbidden();
    return;
  }
  if (!id) throw badUserInput({ id: 'Id is required' });
  if (subject === 'TIMESHEET') {
    const record = await loadTimesheetById(deps.db, id);
    if (!record) throw notFound('Timesheet');
    await assertMayRead(deps.db, viewer, record);
  } else if (subject === 'PROJECT') {
    await readableProject(deps, viewer, id);
  } else if (!(isAdmin || viewer.groups.includes('human-resources') || viewer.userId === id)) {
    throw forbidden();
  }
}

export const HISTORY_PAGE_MAX = 500;
export const HISTORY_EXPORT_MAX = 50_000;

/**
 * The History of a sheet (its hours changes, submits, decisions, recalls), a project (its edits, budget
 * recalculations), a user (what was done to the account and by it) or the whole portal (admins): who, when,
 * through which token, the values before and after. Newest first.
 */
export async function getHistory(
  deps: Deps,
  viewer: Viewer,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<HistoryEntry[]> {
  await assertMaySee(deps, viewer, filter.subject, filter.id);
  const rows = await listHistory(deps.db, filter, page);
  return rows.map(entryOf);
}
