import type { ObjectRef } from '@pothos/core';
import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { id } from '../timesheets/timesheet.args.ts';
import { timesheetTypes } from '../timesheets/timesheet.type.ts';
import { getReportTimesheet, timesheetReport } from './reports.service.ts';
import { reportTypes } from './reports.types.ts';

/** The marker object behind the reports namespace (each field carries its own auth rule). */
export interface ReportsMarker {
  readonly namespace: 'reports';
}
type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
/** The ReportsQueries type of each builder, for other areas that add reports to it. */
export const reportsRefs = new WeakMap<Builder, ObjectRef<Types, ReportsMarker>>();
const MARKER: ReportsMarker = { namespace: 'reports' };

/** reports.timesheet(timesheetId, projectId) and Timesheet.report for the report page (spec part 1 §2.7). */
export function registerReports(builder: Builder) {
  const types = timesheetTypes(builder);
  const Report = reportTypes(builder, types);

  builder.objectFields(types.Timesheet, (t) => ({
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
        type: types.Timesheet,
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
  reportsRefs.set(builder, Reports);

  builder.queryField('reports', (t) =>
    t.field({
      ...signedInRule,
      type: Reports,
      description: 'Namespace of the report queries.',
      resolve: () => MARKER,
    }),
  );
}
