/** Who approves a submitted sheet: one step per project on it, built from the owner's approver settings. */

export interface ApproverSetting {
  type: 'individual' | 'role' | 'self';
  value: string;
  delegated: boolean;
}

export interface ProjectApproverResource {
  projectId: string;
  email: string;
  role: string | null;
  timesheetApprover: boolean;
}

export interface PlannedStep {
  projectId: string;
  /** Approver e-mails; the first is the main approver, the others backups (delegated approvers last). */
  canApprove: string[];
}

function expand(
  setting: ApproverSetting,
  projectId: string,
  ownerEmail: string,
  resources: readonly ProjectApproverResource[],
): string[] {
  if (setting.type === 'individual') return [setting.value];
  if (setting.type === 'self') return [ownerEmail];
  const wanted = setting.value.trim().toLowerCase();
  const onProject = resources.filter((resource) => resource.projectId === projectId);
  const byRole = onProject.filter(
    (resource) => wanted !== '' && (resource.role ?? '').trim().toLowerCase() === wanted,
  );
  const flagged = onProject.filter((resource) => resource.timesheetApprover);
  return [...byRole, ...flagged].map((resource) => resource.email);
}

/**
 * Individual settings name an e-mail, self names the owner, role names the project's resources with that role
 * (Project Manager, Engagement Manager) or flagged timesheetApprover. Normal approvers come first in their
 * configured order, then delegated ones; duplicates are dropped; a project without any approver gets no step.
 * A user without approver settings is approved by each project's timesheet approvers.
 */
export function planApprovalSteps(input: {
  ownerEmail: string;
  projectIds: readonly string[];
  settings: readonly ApproverSetting[];
  resources: readonly ProjectApproverResource[];
}): PlannedStep[] {
  const settings: readonly ApproverSetting[] =
    input.settings.length > 0 ? input.settings : [{ type: 'role', value: '', delegated: false }];
  const ordered = [
    ...settings.filter((setting) => !setting.delegated),
    ...settings.filter((setting) => setting.delegated),
  ];
  const steps: PlannedStep[] = [];
  for (const projectId of new Set(input.projectIds)) {
    const emails = ordered
      .flatMap((setting) => expand(setting, projectId, input.ownerEmail, input.resources))
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== '');
    const canApprove = [...new Set(emails)];
    if (canApprove.length > 0) steps.push({ projectId, canApprove });
  }
  return steps;
}
