import { planApprovalSteps } from '@tally/domain/timesheets/approval-steps';
import { z } from 'zod';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { id } from '../../../graphql/args.ts';
import { notFound } from '../../../graphql/errors.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { submittedMailFacts, wakeMailOutbox, writeSubmittedMails } from '../../shared/notifications/index.ts';
import {
  addTimelineEvent,
  deleteApprovalSteps,
  findPrimaryEmail,
  insertApprovalSteps,
  listApproverResources,
  listApproverSettings,
  listLineItems,
  lockSheet,
} from '../../timesheets/index.ts';
import { listApprovedStepProjectIds, listSubmittedPendingSheetIds } from '../queries/resubmit.ts';
import { userExists } from '../queries/users.ts';

/**
 * Resubmit Timesheets (D-029, D-030): re-runs approval routing for the user's Submitted-Pending sheets with
 * the approver settings as they are now. Steps already approved stay; the pending ones are planned again
 * (for the projects not approved yet) and their approvers are mailed, as at a submit. Answers how many
 * sheets were resubmitted. One transaction per sheet, each holding the sheet's lock.
 */
export async function resubmitTimesheets(
  deps: AppDeps,
  viewer: Viewer,
  args: { userId: string },
): Promise<number> {
  const { userId } = parseInput(z.object({ userId: id }), args);
  if (!(await userExists(deps.db, userId))) throw notFound('User');
  const open = await listSubmittedPendingSheetIds(deps.db, userId);
  let resubmitted = 0;
  let mails = 0;
  for (const { id: timesheetId } of open) {
    await deps.db.transaction(async (tx) => {
      const sheet = await lockSheet(tx, timesheetId);
      if (!sheet || sheet.status !== 'Submitted-Pending') return;
      const done = new Set(await listApprovedStepProjectIds(tx, timesheetId));
      const projectIds = (await listLineItems(tx, [timesheetId]))
        .map((line) => line.projectId)
        .filter((projectId) => !done.has(projectId));
      const steps = planApprovalSteps({
        ownerEmail: (await findPrimaryEmail(tx, userId)) ?? '',
        projectIds,
        settings: await listApproverSettings(tx, userId),
        resources: await listApproverResources(tx, projectIds),
      });
      await deleteApprovalSteps(tx, timesheetId, true);
      await insertApprovalSteps(tx, timesheetId, steps);
      const now = deps.clock();
      await addTimelineEvent(tx, {
        timesheetId,
        userId: viewer.userId,
        type: 'Resubmitted',
        date: now,
        metadata: { byAdmin: true },
      });
      mails += await writeSubmittedMails(
        tx,
        steps.flatMap((step) => step.canApprove),
        submittedMailFacts(sheet),
      );
      await recordAuditEvent(tx, {
        type: 'timesheets-resubmitted',
        now,
        userId,
        metadata: { byUserId: viewer.userId, timesheetId },
      });
      resubmitted += 1;
    });
  }
  if (mails > 0) wakeMailOutbox(deps);
  return resubmitted;
}
