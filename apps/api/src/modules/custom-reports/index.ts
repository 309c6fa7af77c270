export { MAX_SAVED_REPORTS, SAVED_REPORTS_MAX_TEXT, savedReportsText } from './inputs.ts';
export { replaceSavedReports } from './queries.ts';
export { savedReportsSetting } from './use-cases/read-saved-reports.ts';
