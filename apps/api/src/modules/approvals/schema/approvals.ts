import { approvalDecision, approverCancelDecision, approverRole } from '@tally/domain/policies/approvals';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput, whenMissing } from '../../../graphql/validation.ts';
import { type Permission, type TimesheetRecord, toSteps } from '../../timesheets/index.ts';
import { approveTimesheetLineItems } from '../use-cases/approve-timesheet-line-items.ts';
import { declineTimesheetLineItems } from '../use-cases/decline-timesheet-line-items.ts';
import { listPendingTimesheets } from '../use-cases/list-pending-timesheets.ts';
import { listProjectsThatIManage } from '../use-cases/list-projects-that-i-manage.ts';
import { registerBulkApprovals } from './bulk.ts';
import { registerProjectManagementQueries } from './project-management.ts';
import { sheetDepth } from './sheet-depth.ts';

const toPermission = (decision: { allowed: boolean; reason?: string } | null): Permission =>
  decision?.allowed
    ? { allowed: true, reason: null, warnings: [] }
    : {
        allowed: false,
        reason: decision?.reason ?? 'You are not an approver of this timesheet',
        warnings: [],
      };

const facts = (record: TimesheetRecord) => ({
  ownerId: record.sheet.userId,
  status: record.sheet.status,
  steps: toSteps(record.approvals),
});

// Argument schemas, built once (building a zod schema costs more than parsing with it).
const byId = z.object({ timesheetId: id });
const declineArgs = byId.extend({
  comments: z
    .string({ error: whenMissing('Required') })
    .trim()
    .min(1, 'Required')
    .max(2000),
});
const pendingArgs = z.object({ projectId: id.nullish() });

/** Approvals (spec part 1 §2.6, §7): approve, decline, the approver's lists and the namespace they live in. */
export function registerApprovals(builder: Builder, refs: SchemaRefs) {
  const { Timesheet } = refs;

  builder.objectFields(Timesheet, (t) => ({
    approverRole: t.string({
      nullable: true,
      description:
        "'main' when the viewer is the first approver of a step ('My Timesheets'), 'backup' when only a " +
        "later one ('Other Timesheets'), null when not an approver.",
      resolve: (record, _args, context) => approverRole(requireViewer(context), toSteps(record.approvals)),
    }),
    canApprove: t.field({
      type: refs.TimesheetPermission,
      description: 'Approve and Decline: the viewer is in canApprove of a step not approved yet (P-018).',
      resolve: (record, _args, context) =>
        toPermission(approvalDecision(requireViewer(context), facts(record))),
    }),
    canCancelAsApprover: t.field({
      type: refs.TimesheetPermission,
      description: 'Cancel from the approvals screen (approvers of a step not approved yet, P-019).',
      resolve: (record, _args, context) =>
        toPermission(approverCancelDecision(requireViewer(context), facts(record))),
    }),
  }));

  builder.mutationField('approveTimesheetLineItems', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description:
        "Approves the viewer's pending steps; the sheet is Approved once every step is. FORBIDDEN unless an approver.",
      args: { timesheetId: t.arg.id({ description: 'The sheet.', required: true }) },
      resolve: (_root, args, context, info) =>
        approveTimesheetLineItems(
          context.deps,
          requireViewer(context),
          parseInput(byId, args).timesheetId,
          sheetDepth(info),
        ),
    }),
  );

  builder.mutationField('declineTimesheetLineItems', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description:
        "Declines the viewer's pending steps with comments (required); the sheet becomes Declined.",
      args: {
        timesheetId: t.arg.id({ description: 'The sheet.', required: true }),
        comments: t.arg.string({ description: 'Why (required); shown to the person on the timeline.' }),
      },
      resolve: (_root, args, context, info) => {
        const input = parseInput(declineArgs, args);
        return declineTimesheetLineItems(context.deps, requireViewer(context), input, sheetDepth(info));
      },
    }),
  );

  builder.queryField('pendingTimesheets', (t) =>
    t.field({
      ...signedInRule,
      type: [Timesheet],
      description:
        "'Pending Timesheet Approvals': submitted sheets with a step not approved yet naming the viewer, " +
        'optionally of one project.',
      args: { projectId: t.arg.id({ description: 'Only sheets with this project.' }) },
      resolve: (_root, args, context, info) => {
        const input = parseInput(pendingArgs, args);
        const viewer = requireViewer(context);
        return listPendingTimesheets(context.deps, viewer, input.projectId ?? null, sheetDepth(info));
      },
    }),
  );

  builder.objectFields(refs.Me, (t) => ({
    projectsThatIManage: t.field({
      type: [refs.TimesheetProject],
      description:
        'Projects the viewer manages or approves sheets of (project chooser, report highlighting).',
      resolve: (_me, _args, context) => listProjectsThatIManage(context.deps, requireViewer(context)),
    }),
  }));

  registerProjectManagementQueries(builder, refs);
  registerBulkApprovals(builder, refs);
}
