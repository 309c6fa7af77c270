export { assertMayRead, toSteps } from './access.ts';
export { registerCalendar } from './calendar/index.ts';
export {
  deleteApprovalSteps,
  findPrimaryEmail,
  insertApprovalSteps,
  listApproverResources,
  listApproverSettings,
  listIndividualApproverEmails,
} from './queries/approvers.ts';
export { addTimelineEvent, sheetTotalsOf } from './queries/edit.ts';
export { listLineItems, projectColumns, toProject } from './queries/lines.ts';
export {
  type ApprovalStepJson,
  approvalStepsJson,
  loadTimesheet,
  loadTimesheetById,
  loadTimesheetsByIds,
  parseSheet,
  type SheetJson,
  sheetJsonFields,
  toApprovalRecord,
} from './queries/loader.ts';
export { cachedSubmitThreshold, cachedTimesheetSettings, loadTimesheetSettings } from './queries/settings.ts';
export { findSheetsByIds, lockSheet } from './queries/sheets.ts';
export type {
  ApprovalRecord,
  LineItemRecord,
  Permission,
  PersonRecord,
  ProjectRecord,
  SheetRecord,
  TimesheetRecord,
} from './records.ts';
export { registerTimesheets } from './schema/timesheets.ts';
export { registerTimer } from './timer/index.ts';
export { getTimesheetById } from './use-cases/get-timesheet-by-id.ts';
export { recordSheetStatusChange } from './use-cases/record-sheet-status-change.ts';
export { submitManualTimesheet } from './use-cases/submit-manual-timesheet.ts';
