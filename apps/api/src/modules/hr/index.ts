export { rangeArgs, rangeInput } from './inputs.ts';
export { listActiveStaff, userTaskTotals } from './queries.ts';
export type { HrUserRecord } from './records.ts';
export { registerHr, registerHrReports } from './schema.ts';
export { usersWithLateTimesheets } from './use-cases/users-with-late-timesheets.ts';
