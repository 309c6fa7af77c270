import { describe, expect, it } from 'vitest';
import {
  cellStates,
  keepMine,
  mergeEdit,
  type NewEdit,
  type OfflineEdit,
  queueCounts,
  rebaseAfterSend,
  sendable,
} from './queueModel.ts';

const cell = {
  timesheetId: 'ts-1',
  userId: 'u-1',
  lineItemId: 'line-1',
  projectId: 'p-1',
  deliverableId: 'd-1',
  date: '20240916',
};
const hoursEdit = (
  hours: number,
  extra: Partial<Pick<OfflineEdit, 'date' | 'userId' | 'taskId' | 'expectedVersion'>> = {},
): NewEdit => ({
  ...cell,
  kind: 'hours',
  taskId: 'task-1',
  expectedVersion: 'v1',
  hours,
  ...extra,
});
const stored = (id: number, edit: NewEdit, conflict: OfflineEdit['conflict'] = null): OfflineEdit =>
  ({ ...edit, id, conflict }) as OfflineEdit;

describe('the offline edit queue rules (issue #18)', () => {
  it('replaces a waiting edit of the same cell, keeping its place, its version and its conflict', () => {
    const conflict = { message: 'changed', cell: { hours: 3, version: 'v2' } };
    const queue = [stored(4, hoursEdit(1), conflict)];
    const { replaces, next } = mergeEdit(queue, hoursEdit(6, { expectedVersion: 'v9' }));
    expect(replaces?.id).toBe(4);
    expect(next).toMatchObject({ id: 4, hours: 6, expectedVersion: 'v1', conflict });
  });

  it('adds an edit of another cell, or a comment of the same cell, as a new one', () => {
    const queue = [stored(1, hoursEdit(1))];
    expect(mergeEdit(queue, hoursEdit(2, { date: '20240917' })).replaces).toBeNull();
    const comment: NewEdit = {
      ...cell,
      kind: 'comment',
      taskId: 'task-1',
      expectedVersion: 'v1',
      comment: 'x',
    };
    expect(mergeEdit(queue, comment)).toMatchObject({
      replaces: null,
      next: { kind: 'comment', conflict: null },
    });
  });

  it("sends the person's edits oldest first, leaving out those waiting for a choice and others' edits", () => {
    const conflict = { message: 'changed', cell: null };
    const queue = [
      stored(3, hoursEdit(3, { date: '20240918' })),
      stored(1, hoursEdit(1)),
      stored(2, hoursEdit(2, { date: '20240917' }), conflict),
      stored(5, hoursEdit(5, { userId: 'someone-else', date: '20240919' })),
    ];
    expect(sendable(queue, 'u-1').map((edit) => edit.id)).toEqual([1, 3]);
    expect(queueCounts(queue, 'u-1')).toEqual({ waiting: 2, conflicts: 1 });
  });

  it('moves the edits made on top of a sent one to the version it wrote', () => {
    const hours = stored(1, hoursEdit(4, { taskId: null, expectedVersion: 'none' }));
    const comment = stored(2, {
      ...cell,
      kind: 'comment',
      taskId: null,
      expectedVersion: 'none',
      comment: 'Workshop',
    });
    const other = stored(3, hoursEdit(2, { date: '20240917', expectedVersion: 'none', taskId: null }));
    const rest = rebaseAfterSend([hours, comment, other], hours, { taskId: 'task-9', version: 'v7' });
    expect(rest).toEqual([{ ...comment, taskId: 'task-9', expectedVersion: 'v7' }, other]);
  });

  it("'Keep mine' sends the edit again on the version the server holds now", () => {
    const refused = stored(1, hoursEdit(5), { message: 'changed', cell: { hours: 3, version: 'v2' } });
    expect(keepMine(refused)).toMatchObject({ expectedVersion: 'v2', conflict: null, hours: 5 });
    const sheetRefused = stored(1, hoursEdit(5), { message: 'submitted', cell: null });
    expect(keepMine(sheetRefused)).toMatchObject({ expectedVersion: 'v1', conflict: null });
  });

  it('tells each cell its waiting hours, comment and first conflict', () => {
    const conflict = { message: 'changed', cell: { hours: 3, version: 'v2' } };
    const states = cellStates([
      stored(
        2,
        { ...cell, kind: 'comment', taskId: 'task-1', expectedVersion: 'v1', comment: 'c' },
        conflict,
      ),
      stored(1, hoursEdit(5)),
    ]);
    const state = states.get('ts-1|line-1|20240916');
    expect(state?.hours?.hours).toBe(5);
    expect(state?.comment?.comment).toBe('c');
    expect(state?.conflict?.id).toBe(2);
  });
});
