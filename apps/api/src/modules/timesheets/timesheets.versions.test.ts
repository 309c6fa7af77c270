import { testDatabases } from '@tally/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearTimesheets, compact, useTimesheetWorld } from './timesheets.fixtures.ts';

const CELL = '_id lineItems { _id monTask { _id hours comment version } }';
const CREATE = `mutation($endDate: String!) { createTimesheet(endDate: $endDate) { ${CELL} } }`;
const ADD = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!, $expectedVersion: String) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date, expectedVersion: $expectedVersion) { ${CELL} } }`;
const UPDATE = `mutation($taskId: ID!, $hours: Float!, $expectedVersion: String) {
  updateHours(taskId: $taskId, hours: $hours, expectedVersion: $expectedVersion) { ${CELL} } }`;
const COMMENT = `mutation($taskId: ID!, $comment: String, $expectedVersion: String) {
  updateTimesheetTaskComment(taskId: $taskId, comment: $comment, expectedVersion: $expectedVersion) { ${CELL} } }`;

type Task = { _id: string; hours: number; comment: string | null; version: string };

interface Cell {
  _id: string;
  lineItems: {
    _id: string;
    monTask: { _id: string; hours: number; comment: string | null; version: string } | null;
  }[];
}

// Issue 18: an edit carries the version of the cell it was made on (offline, or in another tab); a cell
// changed meanwhile is refused with CONFLICT naming it, so nothing newer is overwritten.
describe.each(testDatabases())('timesheets: cell versions on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee']);

  beforeEach(() => clearTimesheets(t.db));

  const mondayCell = async (hours: number, expectedVersion?: string) => {
    const sheet = (await call<Cell>(t.as.employee, CREATE, { endDate: t.world.weekEndCompact })).data!;
    const added = await call<Cell>(t.as.employee, ADD, {
      timesheetId: sheet._id,
      projectId: t.world.project,
      deliverableId: t.world.deliverables.design,
      hours,
      date: compact(t.world.monday),
      expectedVersion,
    });
    return { sheetId: sheet._id, task: added.data?.lineItems[0]?.monTask as Task };
  };

  it('applies an edit made on the current version and gives the cell a new one', async () => {
    const { task } = await mondayCell(4, 'none');
    const saved = await call<Cell>(t.as.employee, UPDATE, {
      taskId: task._id,
      hours: 5,
      expectedVersion: task.version,
    });
    expect(saved.error).toBeUndefined();
    const cell = saved.data?.lineItems[0]?.monTask;
    expect(cell?.hours).toBe(5);
    expect(cell?.version).not.toBe(task.version);
  });

  it('refuses an edit made on an older version, naming the cell and what it holds now', async () => {
    const { task } = await mondayCell(4);
    const other = await call<Cell>(t.as.employee, UPDATE, { taskId: task._id, hours: 6 });
    const current = other.data?.lineItems[0]?.monTask;
    const stale = await call<Cell>(t.as.employee, UPDATE, {
      taskId: task._id,
      hours: 2,
      expectedVersion: task.version,
    });
    expect(stale.error?.extensions?.code).toBe('CONFLICT');
    expect(stale.error?.message).toContain('was changed elsewhere');
    expect((stale.error?.extensions as { cell?: unknown } | undefined)?.cell).toEqual({
      lineItemId: other.data?.lineItems[0]?._id,
      date: t.world.monday,
      hours: 6,
      version: current?.version,
    });
    const comment = await call<Cell>(t.as.employee, COMMENT, {
      taskId: task._id,
      comment: 'offline note',
      expectedVersion: task.version,
    });
    expect(comment.error?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses to fill a cell seen empty that another session filled meanwhile', async () => {
    const { sheetId } = await mondayCell(3);
    const refused = await call<Cell>(t.as.employee, ADD, {
      timesheetId: sheetId,
      projectId: t.world.project,
      deliverableId: t.world.deliverables.design,
      hours: 8,
      date: compact(t.world.monday),
      expectedVersion: 'none',
    });
    expect(refused.error?.extensions?.code).toBe('CONFLICT');
    expect((refused.error?.extensions as { cell?: { hours: number } } | undefined)?.cell?.hours).toBe(3);
  });

  it('still applies an edit that carries no version', async () => {
    const { task } = await mondayCell(4);
    const saved = await call<Cell>(t.as.employee, UPDATE, { taskId: task._id, hours: 1 });
    expect(saved.data?.lineItems[0]?.monTask?.hours).toBe(1);
  });
});
