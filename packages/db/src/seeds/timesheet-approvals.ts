import { addDays } from '@tally/domain/shared/dates';
import type { TimesheetContext, TimesheetRows, WeekPlan } from './timesheets.ts';

const declineComments = [
  'Please split the hours by deliverable.',
  'Hours on Friday look too high, please check.',
];
const cancelComments = ['Submitted the wrong week.', 'Cancelled to add missing hours.'];

interface Decisions {
  submittedAt: Date | null;
  approvedAt: Date | null;
}

/**
 * Adds the approval step, its approvers (canApprove) and the timeline a timesheet of this status would have.
 * Not Submitted: nothing. Submitted-Pending: a pending step. Approved/Declined: a decided step.
 * Cancelled: the timeline only (a cancelled submission leaves no open step).
 */
export function buildApprovalRows(
  rows: TimesheetRows,
  input: { timesheetId: string; plan: WeekPlan; context: TimesheetContext },
): Decisions {
  const { timesheetId, plan, context } = input;
  const { random } = context;
  if (plan.status === 'Not Submitted') return { submittedAt: null, approvedAt: null };
  const submittedAt = clamp(atHour(addDays(plan.weekEnd, random.int(0, 1)), random.int(8, 18)), context.now);
  rows.timeline.push({
    timesheetId,
    date: submittedAt,
    createdByUserId: plan.person.id,
    type: 'Submitted',
    metadata: {},
  });
  if (plan.status === 'Cancelled') {
    rows.timeline.push({
      timesheetId,
      date: clamp(new Date(submittedAt.getTime() + 3_600_000), context.now),
      createdByUserId: plan.person.id,
      type: 'Cancelled',
      metadata: { comments: random.pick(cancelComments) },
    });
    return { submittedAt, approvedAt: null };
  }
  const emails = plan.person.approvers.flatMap((approver) => {
    if (approver.type === 'individual') return [approver.value.toLowerCase()];
    if (approver.type === 'self') return [plan.person.email];
    return [];
  });
  if (emails.length === 0) return { submittedAt, approvedAt: null };
  const approvalId = random.uuid();
  emails.forEach((email, position) => {
    rows.approvers.push({ approvalId, email, userId: context.userIdByEmail.get(email) ?? null, position });
  });
  if (plan.status === 'Submitted-Pending') {
    rows.approvals.push({
      id: approvalId,
      timesheetId,
      projectId: null,
      status: 'Approval Pending',
      position: 0,
    });
    return { submittedAt, approvedAt: null };
  }
  const decidedAt = clamp(new Date(submittedAt.getTime() + random.int(2, 40) * 3_600_000), context.now);
  const deciderEmail = random.chance(0.85) ? emails[0]! : random.pick(emails);
  const deciderId = context.userIdByEmail.get(deciderEmail) ?? null;
  const status = plan.status === 'Approved' ? 'Approved' : 'Declined';
  rows.approvals.push({
    id: approvalId,
    timesheetId,
    projectId: null,
    status,
    approvedOn: decidedAt,
    approvedByUserId: deciderId,
    position: 0,
  });
  rows.timeline.push({
    timesheetId,
    date: decidedAt,
    createdByUserId: deciderId,
    type: status,
    metadata: status === 'Declined' ? { comments: random.pick(declineComments) } : {},
  });
  return { submittedAt, approvedAt: status === 'Approved' ? decidedAt : null };
}

function atHour(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
}

function clamp(moment: Date, now: Date): Date {
  return moment.getTime() > now.getTime() ? now : moment;
}
