import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApproval,
  createApprovers,
  createDeliverable,
  createProject,
  createSheet,
  createTaxonomy,
  createUser,
} from './index.ts';

describe.each(testDatabases())('test factories on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let userId: string;
  let projectId: string;
  let deliverableId: string;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    userId = await createUser(db, { email: 'Maker@Example.com' });
    projectId = await createProject(db, { name: 'Made' });
    deliverableId = await createDeliverable(db, { projectId });
  });
  afterAll(() => close());

  it('writes a week from either end, lines in order and entries by date or by day of the week', async () => {
    const sheet = await createSheet(db, {
      userId,
      endDate: '2026-01-11',
      status: 'Approved',
      lines: [
        {
          projectId,
          deliverableId,
          days: [
            { day: 0, hours: '1' },
            { date: '2026-01-09', hours: '2' },
          ],
        },
        { projectId, deliverableId, position: 1, days: [{ day: 6, hours: '0.25', comment: 'last' }] },
      ],
    });
    const [row] = await db.select().from(schema.timesheets).where(eq(schema.timesheets.id, sheet.id));
    expect(row).toMatchObject({ startDate: '2026-01-05', endDate: '2026-01-11', status: 'Approved' });
    const entries = await db
      .select()
      .from(schema.timesheetEntries)
      .where(eq(schema.timesheetEntries.timesheetId, sheet.id));
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    expect(sheet.lineIds).toHaveLength(2);
    expect(sheet.entryIds.map((ids) => ids.map((id) => byId.get(id)?.date))).toEqual([
      ['2026-01-05', '2026-01-09'],
      ['2026-01-11'],
    ]);
    expect(byId.get(sheet.entryIds[1]?.[0] ?? '')).toMatchObject({
      lineItemId: sheet.lineIds[1],
      userId,
      projectId,
      deliverableId,
      hours: '0.25',
      comment: 'last',
    });
  });

  it('numbers approvers and terms by their order unless a position or order is given', async () => {
    const sheet = await createSheet(db, { userId, startDate: '2026-02-02' });
    const step = await createApproval(db, {
      timesheetId: sheet.id,
      approvers: ['main@example.com', { email: 'first@example.com', position: 0 }],
    });
    const approvers = await db
      .select()
      .from(schema.timesheetApprovalApprovers)
      .where(eq(schema.timesheetApprovalApprovers.approvalId, step.id));
    expect(approvers.map(({ email, position }) => [email, position]).sort()).toEqual([
      ['first@example.com', 0],
      ['main@example.com', 0],
    ]);
    await createApprovers(db, userId, ['pm@example.com', { type: 'role', value: 'Project Manager' }]);
    const chain = await db
      .select()
      .from(schema.userApprovers)
      .where(eq(schema.userApprovers.userId, userId))
      .orderBy(asc(schema.userApprovers.position));
    expect(chain.map(({ type, value, position }) => [type, value, position])).toEqual([
      ['individual', 'pm@example.com', 0],
      ['role', 'Project Manager', 1],
    ]);
    const { taxonomyId } = await createTaxonomy(db, 'Made', ['A', { name: 'B', order: 7 }]);
    const terms = await db
      .select()
      .from(schema.taxonomyTerms)
      .where(eq(schema.taxonomyTerms.taxonomyId, taxonomyId))
      .orderBy(asc(schema.taxonomyTerms.order));
    expect(terms.map(({ name, order }) => [name, order])).toEqual([
      ['A', 0],
      ['B', 7],
    ]);
  });
});
