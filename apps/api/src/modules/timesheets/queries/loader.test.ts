import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApproval,
  createDeliverable,
  createProject,
  createSheet,
  createUser,
} from '../../../../test/factories/index.ts';
import { loadTimesheets } from './loader.ts';
import { findSheetsByIds } from './sheets.ts';

describe.each(testDatabases())('timesheet loader on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let small: string;
  let large: string[];

  async function seedSheet(
    userId: string,
    endDate: string,
    lines: number,
    deliverableIds: string[],
    projectId: string,
  ) {
    const days = [0, 1, 2, 3, 4].map((day) => ({ day, hours: '1.00' }));
    const sheet = await createSheet(db, {
      userId,
      endDate,
      status: 'Submitted-Pending',
      lines: deliverableIds
        .slice(0, lines)
        .map((deliverableId, position) => ({ projectId, deliverableId, position, days })),
    });
    await createApproval(db, { timesheetId: sheet.id, projectId, approvers: ['pm@example.com'] });
    await db
      .insert(schema.timesheetTimelineEvents)
      .values({ timesheetId: sheet.id, type: 'Submitted', createdByUserId: userId });
    return sheet.id;
  }

  beforeAll(async () => {
    ({ db, close } = await database.open());
    const userId = await createUser(db, { email: 'loader@example.com' });
    const project = await createProject(db, { name: 'Big', status: null });
    const ids: string[] = [];
    for (let index = 0; index < 12; index++)
      ids.push(await createDeliverable(db, { projectId: project, name: `D${index}` }));
    small = await seedSheet(userId, '2024-09-15', 1, ids, project);
    large = [];
    for (let week = 1; week <= 4; week++)
      large.push(await seedSheet(userId, addDays('2024-09-15', week * 7), 12, ids, project));
  });
  afterAll(() => close());

  it('loads sheets in one statement (after finding them) whatever the number of sheets, lines and entries', async () => {
    const one = countingStatements(db);
    const [record] = await loadTimesheets(one.db, await findSheetsByIds(one.db, [small]));
    expect(record?.lineItems).toHaveLength(1);
    const many = countingStatements(db);
    const records = await loadTimesheets(many.db, await findSheetsByIds(many.db, large));
    expect(records.map((r) => [r.lineItems.length, r.lineItems.flatMap((l) => l.entries).length])).toEqual(
      Array(4).fill([12, 60]),
    );
    expect(records[0]?.approvals[0]?.approvers.map((a) => a.email)).toEqual(['pm@example.com']);
    expect(one.count()).toBe(2);
    expect(many.count()).toBe(one.count());
  });
});
