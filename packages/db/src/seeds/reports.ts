import type { DbOrTx } from '../client.ts';
import { overrideRules, savedReports } from '../schema/index.ts';

/** A saved custom report for finance and one field-override rule, so those screens start with an example. */
export async function insertReportExamples(db: DbOrTx, ownerUserId: string): Promise<void> {
  await db.insert(savedReports).values({
    name: 'Approved hours by project',
    ownerUserId,
    tableState: {
      columnVisibility: { comment: false },
      columnOrder: [],
      sorting: [{ id: 'project', desc: false }],
      grouping: ['project'],
      columnSizing: {},
      columnFilters: [{ id: 'status', value: { operator: 'equals', value: 'Approved' } }],
    },
  });
  await db.insert(overrideRules).values({
    conditions: [{ field: 'deliverable', value: 'PTO' }],
    override: { project: 'Time Off ({deliverable})' },
    position: 0,
    updatedByUserId: ownerUserId,
  });
}
