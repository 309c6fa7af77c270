import { canSubmit } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { submittedMailFacts, wakeMailOutbox, writeSubmittedMails } from '../../shared/notifications/index.ts';
import { loadActionContext } from '../access.ts';
import { assertAllowed } from '../guards.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet, type SheetChange } from './change-sheet.ts';
import { checkAndPlanSubmit } from './check-and-plan-submit.ts';
import { routeSubmittedSheet } from './route-submitted-sheet.ts';

/**
 * Submit (T-084): the status rule, then checkSubmit; steps per project, status Submitted-Pending; the
 * approvers' mails go to the outbox in the submit's transaction (durable exactly when the submit is) and the
 * outbox worker sends them after the commit (the answer never waits for the SMTP server).
 */
export async function submitTimesheet(
  deps: AppDeps,
  viewer: Viewer,
  timesheetId: string,
): Promise<TimesheetRecord> {
  let mails = 0;
  const record = await changeSheet(deps, viewer, timesheetId, 'status', async (change: SheetChange) => {
    const { tx, sheet } = change;
    assertAllowed(canSubmit(await loadActionContext(tx, viewer, sheet)));
    const plan = await checkAndPlanSubmit(deps, change);
    await routeSubmittedSheet(tx, viewer, sheet, plan, deps.clock());
    const approvers = plan.steps.flatMap((step) => step.canApprove);
    mails = await writeSubmittedMails(tx, approvers, submittedMailFacts(sheet));
  });
  if (mails > 0) wakeMailOutbox(deps);
  return record;
}
