import {
  type ApprovalStepStatus,
  parseApprovalStepStatus,
  statusAfterApprovalSteps,
} from '@tally/domain/timesheets/status';

/** What the badges read of a step (the approvals screen's and the finance list's steps both fit). */
export interface BadgeStep {
  _id: string;
  status: string;
  approvers: readonly { name?: string | null; email: string }[];
}

export interface ApproverGroup {
  key: string;
  /** The main approver first, then every backup named on any of the steps. */
  approvers: { name?: string | null; email: string }[];
  status: ApprovalStepStatus;
  steps: number;
  approvedSteps: number;
}

const lower = (email: string) => email.trim().toLowerCase();

/**
 * One chip per main approver (issue 14): a sheet on four projects has four steps that usually name the same
 * people, shown once. The group is Declined when any of its steps is, Approved when all are, else pending
 * (the rule of the sheet's own status).
 */
export function groupStepsByApprover(steps: readonly BadgeStep[]): ApproverGroup[] {
  type Approver = BadgeStep['approvers'][number];
  const groups = new Map<string, { approvers: Map<string, Approver>; steps: BadgeStep[] }>();
  for (const step of steps) {
    const key = step.approvers[0] ? lower(step.approvers[0].email) : `step:${step._id}`;
    const group = groups.get(key) ?? { approvers: new Map<string, Approver>(), steps: [] as BadgeStep[] };
    for (const approver of step.approvers) {
      if (!group.approvers.has(lower(approver.email))) group.approvers.set(lower(approver.email), approver);
    }
    group.steps.push(step);
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => {
    const statuses = group.steps.map((step) => parseApprovalStepStatus(step.status));
    const sheet = statusAfterApprovalSteps(statuses.map((status) => ({ status, canApprove: [] })));
    return {
      key,
      approvers: [...group.approvers.values()],
      status: sheet === 'Approved' || sheet === 'Declined' ? sheet : 'Approval Pending',
      steps: statuses.length,
      approvedSteps: statuses.filter((status) => status === 'Approved').length,
    };
  });
}
