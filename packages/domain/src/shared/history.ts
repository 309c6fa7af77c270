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
  'timesheets-resubmitted': 'Timesheet resubmitted',
  'timesheet-submitted-manually': 'Timesheet submitted by finance',
  'timesheet-approval-recalled': 'Approval recalled',
  'timesheet-hours-changed': 'Hours changed',
  'timesheet-task-moved': 'Time moved',
  'timesheet-comment-changed': 'Comment changed',
  'timesheet-submitted': 'Timesheet submitted',
  'timesheet-approved': 'Timesheet approved',
  'timesheet-declined': 'Timesheet declined',
  'timesheet-recalled': 'Timesheet recalled',
  'admin-collection-updated': 'Edited in Quick Edit',
  'access-token-created': 'API token created',
  'access-token-revoked': 'API token revoked',
  'webhook-created': 'Webhook created',
  'webhook-deleted': 'Webhook deleted',
};

/** The action of an audit event type as a person reads it ('Hours changed'); an unknown type in words. */
export function historyAction(type: string): string {
  const known = ACTIONS[type];
  if (known) return known;
  const words = type
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every known type with its action, for the type filter. */
export const HISTORY_TYPES = Object.entries(ACTIONS).map(([type, action]) => ({ type, action }));

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
