/**
 * The edits of the week made while the connection was lost (issue #18), as plain data: which cell each one
 * changes, the version of the cell it was made on, and what the server said when it was refused. The rules
 * here are pure; `editQueue.ts` keeps the list in IndexedDB and `sendQueue.ts` sends it.
 */

/** Where an edit lands: one day of one line of one sheet. */
export interface CellRef {
  timesheetId: string;
  /** The sheet's owner (the person editing: the queue holds only edits of one's own sheets). */
  userId: string;
  lineItemId: string;
  projectId: string;
  deliverableId: string;
  /** YYYYMMDD */
  date: string;
}

/** Why the server refused an edit; the person chooses what happens to it. */
export interface EditConflict {
  /** The server's words (e.g. 'The hours of Mon 09/15 were changed elsewhere...'). */
  message: string;
  /**
   * The cell as the server holds it now, when the refusal was a changed cell (CONFLICT with extensions.cell):
   * 'Keep mine' sends the edit again on this version. Null when the sheet itself refused the edit (submitted,
   * approved, locked) or the value was refused: then only 'Try again' or 'Discard'.
   */
  cell: { hours: number; version: string } | null;
}

interface EditBase extends CellRef {
  /** Order of the edits (IndexedDB's key): they are sent oldest first. */
  id: number;
  /** The entry's id when the cell had one; null for an empty cell (sent as addHours). */
  taskId: string | null;
  /** The version of the cell the edit was made on (EMPTY_CELL_VERSION for an empty cell). */
  expectedVersion: string;
  /** Set when the server refused the edit: it waits for the person's choice and is not sent again. */
  conflict: EditConflict | null;
}

export interface HoursEdit extends EditBase {
  kind: 'hours';
  /** 0 removes the day's entry. */
  hours: number;
}

export interface CommentEdit extends EditBase {
  kind: 'comment';
  comment: string | null;
}

export type OfflineEdit = HoursEdit | CommentEdit;
/** An edit as it is made, before the queue gives it its id. */
export type NewEdit = Omit<HoursEdit, 'id' | 'conflict'> | Omit<CommentEdit, 'id' | 'conflict'>;

export function cellKey(cell: Pick<CellRef, 'timesheetId' | 'lineItemId' | 'date'>): string {
  return `${cell.timesheetId}|${cell.lineItemId}|${cell.date}`;
}

/**
 * What to store for a new edit: a later edit of the same value of the same cell replaces the waiting one
 * (keeping its place, the version it was made on and any conflict, which still needs the person's choice),
 * so a cell typed three times offline sends one write. Answers the edit to put, with `id` when it replaces one.
 */
export function mergeEdit(
  queue: readonly OfflineEdit[],
  edit: NewEdit,
): { replaces: OfflineEdit | null; next: Omit<OfflineEdit, 'id'> & { id?: number } } {
  const key = cellKey(edit);
  const waiting = queue.find((queued) => queued.kind === edit.kind && cellKey(queued) === key) ?? null;
  if (!waiting) return { replaces: null, next: { ...edit, conflict: null } as Omit<OfflineEdit, 'id'> };
  const next = {
    ...edit,
    id: waiting.id,
    taskId: waiting.taskId ?? edit.taskId,
    expectedVersion: waiting.expectedVersion,
    conflict: waiting.conflict,
  } as OfflineEdit;
  return { replaces: waiting, next };
}

/**
 * The edits that are sent: the signed-in person's (another person who signs in on this device neither sends
 * nor sees them), oldest first, those waiting for a choice left out.
 */
export function sendable(queue: readonly OfflineEdit[], userId: string): OfflineEdit[] {
  return queue.filter((edit) => edit.conflict === null && edit.userId === userId).sort((a, b) => a.id - b.id);
}

/**
 * After `sent` was written, the edits of the same cell made on the same version were made on top of it
 * (hours then a comment, offline): they now carry the cell's new version and entry id, so they are not
 * taken for stale.
 */
export function rebaseAfterSend(
  queue: readonly OfflineEdit[],
  sent: OfflineEdit,
  written: { taskId: string | null; version: string },
): OfflineEdit[] {
  const key = cellKey(sent);
  return queue
    .filter((edit) => edit.id !== sent.id)
    .map((edit) =>
      cellKey(edit) === key && edit.expectedVersion === sent.expectedVersion
        ? { ...edit, taskId: written.taskId ?? edit.taskId, expectedVersion: written.version }
        : edit,
    );
}

/** 'Keep mine': the edit is sent again, on the version the server holds now. */
export function keepMine(edit: OfflineEdit): OfflineEdit {
  const version = edit.conflict?.cell?.version;
  return { ...edit, expectedVersion: version ?? edit.expectedVersion, conflict: null };
}

/** What one cell shows from the queue: the hours and comment waiting for it, and any conflict. */
export interface CellQueueState {
  hours: HoursEdit | null;
  comment: CommentEdit | null;
  /** The first refused edit of the cell, if any. */
  conflict: OfflineEdit | null;
}

export function cellStates(queue: readonly OfflineEdit[]): Map<string, CellQueueState> {
  const states = new Map<string, CellQueueState>();
  for (const edit of [...queue].sort((a, b) => a.id - b.id)) {
    const key = cellKey(edit);
    const state = states.get(key) ?? { hours: null, comment: null, conflict: null };
    if (edit.kind === 'hours') state.hours = edit;
    else state.comment = edit;
    if (edit.conflict && !state.conflict) state.conflict = edit;
    states.set(key, state);
  }
  return states;
}

/** How many of the person's edits wait to be sent, and how many wait for their choice. */
export function queueCounts(
  queue: readonly OfflineEdit[],
  userId: string,
): { waiting: number; conflicts: number } {
  const mine = queue.filter((edit) => edit.userId === userId);
  const conflicts = mine.filter((edit) => edit.conflict !== null).length;
  return { waiting: mine.length - conflicts, conflicts };
}

export function waitingText(count: number): string {
  return count === 1 ? '1 edit waits to be sent.' : `${count} edits wait to be sent.`;
}

export function conflictsText(count: number): string {
  return count === 1
    ? '1 edit could not be sent: choose in its cell which value to keep.'
    : `${count} edits could not be sent: choose in their cells which values to keep.`;
}
