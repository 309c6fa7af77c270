/** The API's refusals for timesheet use cases (the spec gives none; the submit and booking texts are in the domain). */
export const TIMESHEET_MESSAGES = {
  exists: 'A timesheet already exists for this week',
  readOnly: 'This timesheet is read-only',
  lockedGlobally: 'Editing is locked while the accounting integration is enabled',
  lineLocked: 'This line item is approved and locked',
  lineExists: 'This task is already on the timesheet',
  lineIndex: 'There is no line item at this index',
  dateOutsideWeek: 'The date must be within the week of the timesheet',
  wrongUser: 'The timesheet does not belong to this user',
  startTime: 'A task must stay inside its day',
  commentsNeedHours: 'Comments can be copied only together with hours',
  sameTimesheet: 'Choose another week to prefill from',
  dayTaken: 'This line already has hours on that day',
  /** An edit made on an older version of the cell (offline, or in another tab), issue 18. */
  staleCell: (day: string) => `This cell (${day}) was changed elsewhere since you last saw it`,
  attachmentsOff: 'Timesheet attachments are turned off',
  attachmentsReadOnly: 'Attachments and expenses are read-only while the timesheet is submitted or approved',
  attachmentDeleteStatus: 'Attachments can be deleted only while the timesheet is Not Submitted',
} as const;
