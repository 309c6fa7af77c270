import { type Db, schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { createDeliverable, createRole, createSheet } from '../../../test/factories/index.ts';
import type { World } from '../timesheets/timesheets.fixtures.ts';

/** Fixed ids, so that files and lists of the task days below can be compared byte for byte. */
export const TASK_DAY_IDS = {
  approvedSheet: '10000000-0000-4000-8000-000000000001',
  pendingSheet: '10000000-0000-4000-8000-000000000002',
  laterSheet: '10000000-0000-4000-8000-000000000003',
  /** Entries, by sheet and day; ids chosen so that entries of one date sort against the order of insertion. */
  approvedMon: '20000000-0000-4000-8000-00000000000b',
  approvedTue: '20000000-0000-4000-8000-000000000002',
  approvedWed: '20000000-0000-4000-8000-000000000003',
  pendingMon: '20000000-0000-4000-8000-00000000000a',
  pendingThu: '20000000-0000-4000-8000-000000000005',
  pendingLoose: '20000000-0000-4000-8000-000000000006',
  laterMon: '20000000-0000-4000-8000-000000000007',
  outside: '20000000-0000-4000-8000-000000000008',
} as const;

/**
 * Task days on the world's Apollo with the awkward values a CSV must survive, between 2026-01-05 and
 * 2026-01-18 (one more on 2026-01-19, outside that range):
 * - the employee (last name with a comma and quote, payroll id, role) on an Approved sheet approved on
 *   2026-01-12: Design 4 h (the line's comment `line, "quoted"`), 2.5 h (a two-line comment), 0.25 h;
 * - the pm (no e-mail address left) on a Submitted-Pending sheet: Code (BU code of its own, with a comma)
 *   8 h and 1.75 h, and 1 h on a deliverable without milestone;
 * - the employee on an Approved sheet without approval time (updated 2026-01-20): Design 3 h on 2026-01-12
 *   and 1 h on 2026-01-19.
 * The employee's role (Consultant) costs $1,234.50 an hour on Apollo.
 */
export async function insertTaskDays(db: Db, world: World): Promise<{ looseDeliverable: string }> {
  const ids = TASK_DAY_IDS;
  await db
    .update(schema.users)
    .set({ lastName: 'O"Neil, Jr', role: 'Analyst', payrollId: 'P-7' })
    .where(eq(schema.users.id, world.ids.employee));
  await db.delete(schema.userEmails).where(eq(schema.userEmails.userId, world.ids.pm));
  await db
    .update(schema.projects)
    .set({ accountingCode: 'AP', accountingCodeSuffix: '01' })
    .where(eq(schema.projects.id, world.project));
  await db
    .update(schema.deliverables)
    .set({ accountingCode: 'BU-7', accountingCodeSuffix: 'IS,2' })
    .where(eq(schema.deliverables.id, world.deliverables.code));
  await createRole(db, { projectId: world.project, name: 'Consultant', rate: '1234.5' });
  const loose = await createDeliverable(db, { projectId: world.project, name: 'Loose ends', position: 9 });

  const { employee, pm } = world.ids;
  const { design, code } = world.deliverables;
  const project = world.project;
  await createSheet(db, {
    id: ids.approvedSheet,
    userId: employee,
    startDate: '2026-01-05',
    status: 'Approved',
    approvedAt: new Date('2026-01-12T10:00:00Z'),
    lines: [
      {
        projectId: project,
        deliverableId: design,
        comment: 'line, "quoted"',
        days: [
          { id: ids.approvedMon, date: '2026-01-05', hours: '4' },
          { id: ids.approvedTue, date: '2026-01-06', hours: '2.5', comment: 'two\nlines' },
          { id: ids.approvedWed, date: '2026-01-07', hours: '0.25', comment: 'plain' },
        ],
      },
    ],
  });
  await createSheet(db, {
    id: ids.pendingSheet,
    userId: pm,
    startDate: '2026-01-05',
    status: 'Submitted-Pending',
    lines: [
      {
        projectId: project,
        deliverableId: code,
        days: [
          { id: ids.pendingMon, date: '2026-01-05', hours: '8', comment: 'say "hi"' },
          { id: ids.pendingThu, date: '2026-01-08', hours: '1.75' },
        ],
      },
      {
        projectId: project,
        deliverableId: loose,
        comment: 'loose',
        days: [{ id: ids.pendingLoose, date: '2026-01-09', hours: '1' }],
      },
    ],
  });
  await createSheet(db, {
    id: ids.laterSheet,
    userId: employee,
    startDate: '2026-01-12',
    status: 'Approved',
    updatedAt: new Date('2026-01-20T09:00:00Z'),
    lines: [
      {
        projectId: project,
        deliverableId: design,
        days: [
          { id: ids.laterMon, date: '2026-01-12', hours: '3' },
          { id: ids.outside, date: '2026-01-19', hours: '1' },
        ],
      },
    ],
  });
  // The sheet rows' updated_at may have been touched by the inserts above: pin the fallback date again.
  await db
    .update(schema.timesheets)
    .set({ updatedAt: new Date('2026-01-20T09:00:00Z') })
    .where(eq(schema.timesheets.id, ids.laterSheet));
  return { looseDeliverable: loose };
}
