import { approverLink, waitingApprovalsMail } from '../messages.ts';
import type { NotificationDeps, WaitingApprovalsReminder } from '../records.ts';

/** Throws when the mail is not sent (the outbox tries again). */
export async function sendWaitingApprovalsReminder(
  deps: NotificationDeps,
  reminder: WaitingApprovalsReminder,
): Promise<void> {
  await deps.mailer.send(
    waitingApprovalsMail(reminder.to, reminder.firstName, {
      count: reminder.count,
      link: approverLink(deps),
    }),
  );
}
