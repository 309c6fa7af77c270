import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { EMPTY_CELL_VERSION } from '@tally/domain/timesheets/hours';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  AddHoursDocument,
  TimesheetViewFragmentDoc,
  UpdateHoursDocument,
  UpdateTimesheetTaskCommentDocument,
  WeekTimesheetDocument,
} from '../../../graphql/generated/week/graphql.ts';
import { taskOn } from '../lines/lineDays.ts';
import type { Timesheet } from '../shared/view-props.ts';
import type { EditQueue } from './editQueue.ts';
import { type EditConflict, type OfflineEdit, sendable } from './queueModel.ts';

/** How one send ended: written, refused (the person chooses), or not answered (kept for the next try). */
type Outcome = 'sent' | 'refused' | 'unreachable' | 'signed-out';

async function mutate(client: ApolloClient, edit: OfflineEdit): Promise<Timesheet | undefined> {
  const expectedVersion = edit.expectedVersion;
  if (edit.kind === 'comment') {
    if (!edit.taskId) throw new Error('A comment needs the entry it belongs to');
    const { data } = await client.mutate({
      mutation: UpdateTimesheetTaskCommentDocument,
      variables: { taskId: edit.taskId, comment: edit.comment?.trim() || null, expectedVersion },
    });
    return data?.updateTimesheetTaskComment;
  }
  if (edit.taskId) {
    const { data } = await client.mutate({
      mutation: UpdateHoursDocument,
      variables: { taskId: edit.taskId, hours: edit.hours, expectedVersion },
    });
    return data?.updateHours;
  }
  const { data } = await client.mutate({
    mutation: AddHoursDocument,
    variables: {
      timesheetId: edit.timesheetId,
      user: edit.userId,
      projectId: edit.projectId,
      deliverableId: edit.deliverableId,
      date: edit.date,
      hours: edit.hours,
      expectedVersion,
    },
  });
  return data?.addHours;
}

/** The cell as the answer holds it: its entry and version (an emptied cell has neither). */
function writtenCell(sheet: Timesheet, edit: OfflineEdit): { taskId: string | null; version: string } {
  const line = sheet.lineItems.find((candidate) => candidate._id === edit.lineItemId);
  const task = line ? taskOn(line, edit.date) : null;
  return task ? { taskId: task._id, version: task.version } : { taskId: null, version: EMPTY_CELL_VERSION };
}

/** The server's refusal as the cell shows it; null when the error is not the server's answer. */
export function conflictOf(error: unknown): EditConflict | 'signed-out' | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  if (error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return 'signed-out';
  const changed = error.errors.find((e) => e.extensions?.code === 'CONFLICT' && e.extensions.cell);
  if (changed) {
    const cell = changed.extensions?.cell as { hours?: unknown; version?: unknown };
    if (typeof cell.hours === 'number' && typeof cell.version === 'string') {
      return { message: changed.message, cell: { hours: cell.hours, version: cell.version } };
    }
  }
  const { fields, message } = readInputErrors(error);
  return { message: message ?? Object.values(fields).join(' '), cell: null };
}

async function sendOne(client: ApolloClient, queue: EditQueue, edit: OfflineEdit): Promise<Outcome> {
  let sheet: Timesheet | undefined;
  try {
    sheet = await mutate(client, edit);
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict === 'signed-out') return 'signed-out';
    if (conflict === null) return 'unreachable';
    // The same hours are already there (an answer lost on the way, or the same change made elsewhere): done.
    if (edit.kind === 'hours' && conflict.cell && conflict.cell.hours === edit.hours) {
      await queue.sent(edit, { taskId: edit.taskId, version: conflict.cell.version });
      return 'sent';
    }
    await queue.refused(edit, conflict);
    return 'refused';
  }
  if (!sheet) return 'unreachable';
  client.cache.writeFragment({
    id: client.cache.identify(sheet),
    fragment: TimesheetViewFragmentDoc,
    fragmentName: 'TimesheetView',
    data: sheet,
  });
  await queue.sent(edit, writtenCell(sheet, edit));
  return 'sent';
}

/**
 * Sends the waiting edits oldest first, each with the version of the cell it was made on. A refused edit stays
 * in the queue with the server's answer (the cell asks the person); an edit the server did not answer stops
 * the run, and it is tried again when the connection is back. A written edit's answer (the whole sheet) goes
 * into the cache; only after a refusal is the week read again, so the refused cell shows what the server holds.
 */
export async function sendQueue(client: ApolloClient, queue: EditQueue, userId: string): Promise<void> {
  await queue.load();
  let refused = false;
  const tried = new Set<number>();
  for (;;) {
    const next = sendable(queue.snapshot(), userId).find((edit) => !tried.has(edit.id));
    if (!next) break;
    tried.add(next.id);
    const outcome = await sendOne(client, queue, next);
    if (outcome === 'unreachable' || outcome === 'signed-out') break;
    if (outcome === 'refused') refused = true;
  }
  if (refused) await client.refetchQueries({ include: [WeekTimesheetDocument] }).catch(() => undefined);
}

/**
 * One tab sends at a time (Web Locks where the browser has them): two tabs sending the same edit would make
 * the second a conflict with the first.
 */
export async function sendQueueExclusively(
  client: ApolloClient,
  queue: EditQueue,
  userId: string,
): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return sendQueue(client, queue, userId);
  await locks.request('tally-offline-edits', () => sendQueue(client, queue, userId));
}
