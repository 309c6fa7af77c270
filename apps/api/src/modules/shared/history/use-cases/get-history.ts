import { mayReadPortalHistory, mayReadUserHistory } from '@tally/domain/policies/admin';
import { type HistorySubject, historyAction } from '@tally/domain/shared/history';
import { type HistoryNames, historyChanges } from '@tally/domain/shared/history-changes';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, forbidden, notFound } from '../../../../graphql/errors.ts';
import { readableProject } from '../../../projects/index.ts';
import { assertMayRead, loadTimesheetById } from '../../../timesheets/index.ts';
import { listHistory, namesOf } from '../queries.ts';
import type { HistoryEntry, HistoryFilter, HistoryRow } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** Ids the query already names (the subject, the actor, the sheet) or nobody reads (a line, a token). */
const SUBJECT_IDS = new Set([
  'byUserId',
  'timesheetId',
  'projectId',
  'entryProjectId',
  'deliverableId',
  'lineItemId',
  'tokenId',
  'accessTokenId',
  'webhookId',
  'documentId',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id among the events' facts (a supervisor, an owner, the projects of an approval...), to name them. */
function idsIn(rows: readonly HistoryRow[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && UUID.test(value)) ids.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const row of rows) {
    for (const [key, value] of Object.entries(row.metadata)) if (!SUBJECT_IDS.has(key)) visit(value);
  }
  return [...ids];
}

/** Events about one day entry of a sheet: their subject is the entry's work and day. */
const ENTRY_EVENTS = new Set([
  'timesheet-hours-changed',
  'timesheet-task-moved',
  'timesheet-comment-changed',
]);

/** The sheet an event is about, by its period ('timesheet 2026-03-02 – 2026-03-08'). */
function sheetOf(row: HistoryRow): string | null {
  return row.sheetStart && row.sheetEnd ? `timesheet ${row.sheetStart} – ${row.sheetEnd}` : null;
}

/** Events recorded with the acting user as their user: about a project or a webhook, not about that user. */
const NOT_ABOUT_THEIR_USER = new Set([
  'project-updated',
  'project-manual-sync',
  'budget-used-updated',
  'webhook-created',
  'webhook-deleted',
]);

/** What an event is about, in words; `onSheet` when the list is one sheet's (its owner goes without saying). */
function subjectOf(row: HistoryRow, onSheet: boolean): string {
  const words = (parts: (string | null)[]) => parts.filter(Boolean).join(', ');
  if (ENTRY_EVENTS.has(row.type)) {
    const date = typeof row.metadata.date === 'string' ? row.metadata.date : null;
    const work = [row.projectName, row.deliverableName].filter(Boolean).join(' / ');
    return words([onSheet ? null : row.subjectUserName, work, date]);
  }
  if (row.type.startsWith('webhook-')) return typeof row.metadata.url === 'string' ? row.metadata.url : '';
  const aboutUser = !(
    NOT_ABOUT_THEIR_USER.has(row.type) ||
    (row.type === 'admin-collection-updated' && row.metadata.collection === 'projects')
  );
  // The project whenever the event names one (an edit, a sync, a budget recalculation), and the sheet by its
  // period (a bulk approval or resubmit lists one event per sheet, each naming its own).
  return words([aboutUser ? row.subjectUserName : null, row.projectName, sheetOf(row)]);
}

function entryOf(row: HistoryRow, names: HistoryNames, onSheet: boolean): HistoryEntry {
  const subject = subjectOf(row, onSheet);
  return {
    id: row.id,
    at: row.at,
    type: row.type,
    action: historyAction(row.type),
    actorId: row.actorId,
    actorName: row.actorName,
    tokenName: row.tokenName,
    subject,
    changes: historyChanges(row.type, row.metadata, names),
  };
}

/** FORBIDDEN unless the viewer may see the subject's history; NOT_FOUND when it does not exist. */
async function assertMaySee(deps: Deps, viewer: Viewer, subject: HistorySubject, id: string | null) {
  if (subject === 'PORTAL') {
    if (!mayReadPortalHistory(viewer)) throw forbidden();
    return;
  }
  if (!id) throw badUserInput({ id: 'Id is required' });
  if (subject === 'TIMESHEET') {
    const record = await loadTimesheetById(deps.db, id);
    if (!record) throw notFound('Timesheet');
    await assertMayRead(deps.db, viewer, record);
  } else if (subject === 'PROJECT') {
    await readableProject(deps, viewer, id);
  } else if (!mayReadUserHistory(viewer, id)) {
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
  const names = await namesOf(deps.db, idsIn(rows));
  return rows.map((row) => entryOf(row, names, filter.subject === 'TIMESHEET'));
}
