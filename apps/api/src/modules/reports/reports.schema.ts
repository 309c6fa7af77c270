import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { getReportTimesheet, timesheetReport } from './reports.service.ts';
import { reportTypes } from './reports.types.ts';

/** The marker object behind the reports namespace (each field carries its own auth rule). */
interface ReportsMarker {
  readonly namespace: 'reports';
}
const MARKER: ReportsMarker = { namespace: 'reports' };

/** reports.timesheet(timesheetId, projectId) and Timesheet.report for the report page (spec part 1 §2.7). */
export function registerReports(builder: Builder, refs: SchemaRefs) {
  const Report = reportTypes(builder, refs);

  builder.objectFields(refs.Timesheet, (t) => ({
    report: t.field({
      type: Report,
      description:
        'Report page content: days with activities by project, totals, billable hours and summary (by their ' +
        "configuration flags), managed projects, 'Timesheet approved by'. projectId defaults to the one " +
        'reports.timesheet was asked with.',
      args: {
        projectId: t.arg.id({ description: 'Only this project; omitted: every project of the sheet.' }),
      },
      resolve: (record, args, context) => {
        const input = parseInput(z.object({ projectId: id.nullish() }), args);
        return timesheetReport(context.deps, requireViewer(context), record, input.projectId);
      },
    }),
  }));

  const Reports = builder.objectRef<ReportsMarker>('ReportsQueries');
  Reports.implement({
    ...namespaceTypeRule,
    description: 'Reports; every field has its own auth rule.',
    fields: (t) => ({
      timesheet: t.field({
        ...signedInRule,
        type: refs.Timesheet,
        description:
          'The sheet of the report page, for its owner, approvers, managers of a project on it, finance and ' +
          'admin; projectId filters its report field.',
        args: {
          timesheetId: t.arg.id({ description: 'The sheet.', required: true }),
          projectId: t.arg.id({ description: 'Only this project.' }),
        },
        resolve: (_marker, args, context) => {
          const input = parseInput(z.object({ timesheetId: id, projectId: id.nullish() }), args);
          return getReportTimesheet(context.deps, requireViewer(context), {
            timesheetId: input.timesheetId,
            projectId: input.projectId ?? null,
          });
        },
      }),
    }),
  });

  builder.queryField('reports', (t) =>
    t.field({
      ...signedInRule,
      type: Reports,
      description: 'Namespace of the report queries.',
      resolve: () => MARKER,
    }),
  );
}
