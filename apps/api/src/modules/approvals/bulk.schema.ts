import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { listApprovalTimesheetsByIds, MAX_HOURS_SHEETS } from './approval-hours.ts';
import { type BulkApprovalOutcome, bulkApproveTimesheetLineItems, MAX_BULK_SHEETS } from './bulk.service.ts';
import { sheetDepth } from './sheet-selection.ts';

const idsOf = (max: number) =>
  z.object({
    timesheetIds: z
      .array(id)
      .min(1, 'Choose at least one timesheet')
      .max(max, `At most ${max} timesheets at once`),
  });
const bulkArgs = idsOf(MAX_BULK_SHEETS);
const hoursArgs = idsOf(MAX_HOURS_SHEETS);

/**
 * Beyond the spec, for approvers (issue 14): approve several sheets in one action, and read the hours of the
 * sheets a screen shows in one request (the inline hours of the approvals lists).
 */
export function registerBulkApprovals(builder: Builder, refs: SchemaRefs) {
  const { Timesheet, ProjectManagementQueries: ProjectManagement } = refs;
  const Outcome = builder.objectRef<BulkApprovalOutcome>('BulkApprovalResult').implement({
    description: 'One sheet of a bulk approval: approved, or why not (the others still go through).',
    fields: (t) => ({
      timesheetId: t.id({ description: 'The sheet.', resolve: (outcome) => outcome.timesheetId }),
      approved: t.exposeBoolean('approved', { description: 'True when its steps were approved.' }),
      error: t.exposeString('error', { nullable: true, description: 'Why the sheet was not approved.' }),
      code: t.exposeString('code', {
        nullable: true,
        description: "The refusal's error code (FORBIDDEN, CONFLICT, NOT_FOUND).",
      }),
      timesheet: t.field({
        type: Timesheet,
        nullable: true,
        description: 'The sheet after its approval.',
        resolve: (outcome) => outcome.timesheet,
      }),
    }),
  });

  builder.mutationField('bulkApproveTimesheetLineItems', (t) =>
    t.field({
      ...signedInRule,
      type: [Outcome],
      description:
        'approveTimesheetLineItems for each sheet (one transaction each, in the order given): only the ' +
        "viewer's own pending steps; a refused sheet says why and the others still go through.",
      args: { timesheetIds: t.arg.idList({ description: 'The sheets to approve.', required: true }) },
      resolve: (_root, args, context, info) =>
        bulkApproveTimesheetLineItems(
          context.deps,
          requireViewer(context),
          parseInput(bulkArgs, args).timesheetIds,
          sheetDepth(info, 'timesheet'),
        ),
    }),
  );

  builder.objectFields(ProjectManagement, (t) => ({
    timesheetsByIds: t.field({
      ...signedInRule,
      type: [Timesheet],
      description:
        'The given sheets whole (lines and days: the inline hours of the approvals lists), in the order ' +
        'given; sheets the viewer may not read are left out.',
      args: { timesheetIds: t.arg.idList({ description: 'The sheets.', required: true }) },
      resolve: (_marker, args, context) =>
        listApprovalTimesheetsByIds(
          context.deps,
          requireViewer(context),
          parseInput(hoursArgs, args).timesheetIds,
        ),
    }),
  }));
}
