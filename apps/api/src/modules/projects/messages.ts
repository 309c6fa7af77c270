/** User-facing texts of project editing, roles and team (spec part 2 §4, §5, §8). */
export const EDITING_MESSAGES = {
  required: 'Required',
  positive: 'Provide a positive value',
  onlyArchivedDeleted: 'Only archived projects can be deleted',
  hasTimesheets:
    'This project has timesheet entries and cannot be deleted. Archive it instead to keep its history.',
  cloneLocked: 'Projects cannot be cloned while the accounting integration is enabled.',
  syncUnlocked: 'Refresh Data is only available while the accounting integration is enabled.',
  clientNotFound: 'Choose an existing client',
  ownerNotFound: 'Choose an existing user',
  notATerm: (taxonomy: string) => `Choose a value of the '${taxonomy}' list`,
  invalidDate: 'Enter a date as YYYYMMDD',
  roleRequired: 'Role is required',
  rateRequired: 'Hourly rate is required',
  duplicateRole: 'This role already exists on the project',
  invalidEmail: 'Enter a valid e-mail address',
  duplicateResource: 'This person is already on the team',
  unknownRole: 'Choose a role of this project',
  approverNotActive: 'A timesheet approver must be an active user: pick the person from the list',
  endBeforeStart: 'End Date must be on or after Start Date',
  hasApprovedHours: (hours: number) =>
    `This resource has ${hours} approved hour${hours === 1 ? '' : 's'} on the project and cannot be removed. Mark it inactive instead.`,
} as const;
