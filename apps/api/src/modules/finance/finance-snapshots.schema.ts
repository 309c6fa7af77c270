import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { groupRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { financeTimesheetSnapshots, snapshotRange } from '../projects/index.ts';

/**
 * finance.timesheetSnapshots (F-016, F-023): the task days of every project in a range, one row per task
 * day (C-051..C-056), for the daily and weekly snapshots and the custom report builder.
 */
export function registerFinanceSnapshots(builder: Builder, refs: SchemaRefs): void {
  const { FinanceQueries: Finance, TimesheetSnapshot: Snapshot } = refs;

  builder.objectFields(Finance, (t) => ({
    timesheetSnapshots: t.field({
      ...groupRule('finance', 'admin'),
      type: [Snapshot],
      description:
        'The task days of every project from startDate to endDate (YYYYMMDD, inclusive, at most 366 days), by ' +
        'date then id; days outside the range are left out (C-056). Finance and admin groups.',
      args: {
        startDate: t.arg.string({ description: 'First day (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last day (YYYYMMDD), inclusive.', required: true }),
      },
      resolve: (_marker, args, context) => {
        requireViewer(context);
        const input = parseInput(snapshotRange, args);
        return financeTimesheetSnapshots(context.deps, { from: input.startDate, to: input.endDate });
      },
    }),
  }));
}
