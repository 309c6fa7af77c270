export { assertMayRead } from './timesheet.access.ts';
export { loadTimesheetById } from './timesheet.loader.ts';
export { cancelTimesheet } from './use-cases/cancel-timesheet.ts';
export { submitManualTimesheet } from './use-cases/submit-manual-timesheet.ts';
