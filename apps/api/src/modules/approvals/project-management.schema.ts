import { z } from 'zod';
import { compactDate, id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { ProjectManagementMarker, SchemaRefs } from '../../graphql/refs.ts';
import { namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { getApprovalTimesheet, listApprovedTimesheets, listWeekTimesheets } from './approvals.lists.ts';
import { sheetDepth } from './sheet-selection.ts';

// Argument schemas, built once (building a zod schema costs more than parsing with it).
const weekArgs = z.object({ startDate: compactDate, endDate: compactDate, projectId: id.nullish() });
const approvedArgs = z.object({ endDate: compactDate });
const byIdArgs = z.object({ timesheetId: id });

const MARKER: ProjectManagementMarker = { namespace: 'projectManagement' };

/** Query.projectManagement (a namespace) with the approvals screen's queries (spec part 1 §7.1). */
export function registerProjectManagementQueries(builder: Builder, refs: SchemaRefs) {
  const { Timesheet, ProjectManagementQueries: ProjectManagement } = refs;
  ProjectManagement.implement({
    ...namespaceTypeRule,
    description: 'Project management and approvals; every field has its own auth rule.',
    fields: (t) => ({
      timesheets: t.field({
        ...signedInRule,
        type: [Timesheet],
        description:
          'Week view: sheets ending in [startDate, endDate] (YYYYMMDD) with a step naming the viewer ' +
          '(approverRole main/backup), optionally of one project; showAll adds sheets on projects the viewer ' +
          'manages, showNotSubmitted adds sheets not submitted yet.',
        args: {
          startDate: t.arg.string({ description: 'First week end (YYYYMMDD).', required: true }),
          endDate: t.arg.string({ description: 'Last week end (YYYYMMDD), inclusive.', required: true }),
          projectId: t.arg.id({ description: 'Only sheets with this project.' }),
          showAll: t.arg.boolean({ description: "True: every step, not only the viewer's." }),
          showNotSubmitted: t.arg.boolean({ description: 'True: sheets not submitted too.' }),
        },
        resolve: (_marker, args, context, info) => {
          const input = parseInput(weekArgs, args);
          const filter = {
            startDate: input.startDate,
            endDate: input.endDate,
            projectId: input.projectId ?? null,
            showAll: args.showAll === true,
            showNotSubmitted: args.showNotSubmitted === true,
          };
          return listWeekTimesheets(context.deps, requireViewer(context), filter, sheetDepth(info));
        },
      }),
      approvedTimesheets: t.field({
        ...signedInRule,
        type: [Timesheet],
        description:
          "'Approved Timesheets' of the week ending endDate (YYYYMMDD): steps the viewer approves.",
        args: {
          endDate: t.arg.string({
            description: 'Any day of the week (YYYYMMDD); moved forward to the week-end day.',
            required: true,
          }),
        },
        resolve: (_marker, args, context, info) => {
          const input = parseInput(approvedArgs, args);
          const viewer = requireViewer(context);
          return listApprovedTimesheets(context.deps, viewer, input.endDate, sheetDepth(info));
        },
      }),
      timesheet: t.field({
        ...signedInRule,
        type: Timesheet,
        description:
          'One sheet for its approvers, managers of a project on it, its owner, finance and admin.',
        args: { timesheetId: t.arg.id({ description: 'The sheet.', required: true }) },
        resolve: (_marker, args, context) => {
          const input = parseInput(byIdArgs, args);
          return getApprovalTimesheet(context.deps, requireViewer(context), input.timesheetId);
        },
      }),
    }),
  });

  builder.queryField('projectManagement', (t) =>
    t.field({
      ...signedInRule,
      type: ProjectManagement,
      description: 'Namespace of the project-management queries.',
      resolve: () => MARKER,
    }),
  );
}
