/** The History views (issue #17): how an audit event reads to a person, in the page and in the CSV. */

export const HISTORY_SUBJECTS = ['TIMESHEET', 'PROJECT', 'USER', 'PORTAL'] as const;
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];

const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-throttled': 'Sign-in throttled',
  'sign-out': 'Signed out',
  'password-reset-requested': 'Password reset requested',
  'password-changed': 'Password changed',
  'budget-used-updated': 'Budget used recalculated',
  'project-manual-sync': 'Project synced with accounting',
  'project-updated': 'Project edited',
  'user-created': 'User created',
  'user-updated': 'User edited',
  'user-group-added': 'Added to group',
  'user-group-removed': 'Removed from group',
  'user-approver-added': 'Approver added',
  'user-approver-removed': 'Approver removed',
  'user-activated': 'Account activated',
  'user-deactivated': 'Account deactivated',
  'timesheets-resubmitted': 'Timesheets resubmitted',
  'timesheet-submitted-manually': 'Timesheet submitted by finance',
  'timesheet-approval-recalled': 'Approval recalled',
  'timesheet-hours-changed': 'Hours changed',
  'timesheet-task-moved': 'Time moved',
  'timesheet-comment-changed': 'Comment changed',
  'timesheet-submitted': 'Timesheet submitted',
  'timesheet-approved': 'Timesheet approved',
  'timesheet-declined': 'Timesheet declined',
  'timesheet-recalled': 'Timesheet recalled',
  'admin-collection-updated': 'Record edited (quick edit)',
  'access-token-created': 'API token created',
  'access-token-revoked': 'API token revoked',
  'webhook-created': 'Webhook created',
  'webhook-deleted': 'Webhook deleted',
};

/** The action of an audit event type as a person reads it ('Hours changed'). */
export function historyAction(type: string): string {
  return ACTIONS[type] ?? type;
}

/** Every known type with its action, for the type filter. */
export const HISTORY_TYPES = Object.entries(ACTIONS).map(([type, action]) => ({ type, action }));

/** A changed value as text: empty for none, lists joined, numbers and booleans as written. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(historyValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const HISTORY_CSV_HEADER = [
  'When',
  'Who',
  'Through token',
  'Action',
  'Subject',
  'Field',
  'Old value',
  'New value',
];
