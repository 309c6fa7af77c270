import { GraphQLError } from 'graphql/index.js';
import { exportFormatOf } from '../exports/format.ts';
import type { ReportExport } from '../exports/report.ts';
import { FINANCE_REPORT_EXPORTS } from '../exports/reports/finance.ts';
import { FINANCE_TIMESHEETS_EXPORTS } from '../exports/reports/finance-timesheets.ts';
import { HR_REPORT_EXPORTS } from '../exports/reports/hr.ts';
import { PERFORMANCE_REPORT_EXPORTS } from '../exports/reports/performance.ts';
import { PROJECT_LIST_EXPORTS } from '../exports/reports/projects.ts';
import { SNAPSHOT_REPORT_EXPORTS } from '../exports/reports/snapshots.ts';
import { USERS_EXPORTS } from '../exports/reports/users.ts';
import { VACCINE_EXPORTS } from '../exports/reports/vaccine.ts';
import { streamExport } from '../exports/stream.ts';
import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';
import { currentViewer } from './viewer.ts';

/** Every report export by name: `GET /api/reports/<name>.csv` and `.xlsx`. */
const REPORT_EXPORTS: Record<string, ReportExport> = {
  ...FINANCE_REPORT_EXPORTS,
  ...SNAPSHOT_REPORT_EXPORTS,
  ...FINANCE_TIMESHEETS_EXPORTS,
  ...HR_REPORT_EXPORTS,
  ...PERFORMANCE_REPORT_EXPORTS,
  ...PROJECT_LIST_EXPORTS,
  ...USERS_EXPORTS,
  ...VACCINE_EXPORTS,
};

const HTTP_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

/** A GraphQL error of a service or of parseInput as the HTTP answer: 400 `{ error, field }` for bad input. */
function sendGraphQLError(http: HttpRequest, error: GraphQLError): void {
  const code = String(error.extensions.code ?? '');
  const status = HTTP_STATUS[code];
  if (status === undefined) throw error;
  if (code === 'BAD_USER_INPUT') {
    const fields = (error.extensions.fields ?? {}) as Record<string, string>;
    const [field, message] = Object.entries(fields)[0] ?? ['input', error.message];
    sendJson(http.res, 400, { error: message, field });
    return;
  }
  sendJson(http.res, status, { error: error.message });
}

async function reportExportRoute(http: HttpRequest, report: ReportExport): Promise<void> {
  const viewer = await currentViewer(http);
  if (!viewer) return sendJson(http.res, 401, { error: 'You must be signed in.' });
  if (report.allowed !== 'signedIn' && !report.allowed(viewer)) {
    return sendJson(http.res, 403, { error: 'You are not allowed to do this.' });
  }
  const format = exportFormatOf(http.url) ?? 'csv';
  let file: Awaited<ReturnType<ReportExport['build']>>;
  try {
    file = await report.build(http, viewer, Object.fromEntries(http.url.searchParams));
  } catch (error) {
    if (error instanceof GraphQLError) return sendGraphQLError(http, error);
    throw error;
  }
  await streamExport(http, { fileName: file.fileName, format, columns: file.columns, rows: file.rows });
}

/** The routes to add to the router's table: both extensions of every report. */
export function reportExportRoutes(): Record<string, { GET: (http: HttpRequest) => Promise<void> }> {
  const routes: Record<string, { GET: (http: HttpRequest) => Promise<void> }> = {};
  for (const [name, report] of Object.entries(REPORT_EXPORTS)) {
    const GET = (http: HttpRequest) => reportExportRoute(http, report);
    routes[`/api/reports/${name}.csv`] = { GET };
    routes[`/api/reports/${name}.xlsx`] = { GET };
  }
  return routes;
}
