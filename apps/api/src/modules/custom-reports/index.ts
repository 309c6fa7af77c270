export { savedReportsText } from './inputs.ts';
export { replaceSavedReports } from './queries.ts';
export { savedReportsSetting } from './use-cases/read-saved-reports.ts';
