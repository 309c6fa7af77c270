import { mayViewProjectMoney } from '@tally/domain/policies/projects';
import { PROJECT_HOURS_REPORT, weekExportFileName } from '@tally/domain/shared/csv';
import { tryCompactToIso } from '@tally/domain/shared/dates';
import { GraphQLError } from 'graphql/index.js';
import { csvHeader } from '../exports/csv-writer.ts';
import { drained, streamExport } from '../exports/stream.ts';
import {
  EXPORT_HOURS_EXPORT_COLUMNS,
  exportHoursCsv,
  exportHoursRows,
  readableProject,
} from '../modules/projects/index.ts';
import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';
import { currentViewer } from './viewer.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bad parameter: 400 with a JSON error naming it. */
function badParameter(http: HttpRequest, field: string, error: string) {
  sendJson(http.res, 400, { error, field });
}

/**
 * GET /api/projects/export-hours?projectId=&startDate=YYYYMMDD&endDate=YYYYMMDD[&tzOffset=minutes][&format=xlsx]:
 * the Export Hours CSV (M-112..M-114), one row per task day of the project in the range, streamed page by page
 * (each page printed in one chunk, written with backpressure), or the same rows as XLSX. Managers
 * of the project, finance and senior management only. tzOffset (the browser's getTimezoneOffset()) makes the
 * file name's export time the user's local time (C-048).
 */
export async function exportHoursRoute(http: HttpRequest): Promise<void> {
  const viewer = await currentViewer(http);
  if (!viewer) {
    sendJson(http.res, 401, { error: 'You must be signed in.' });
    return;
  }
  const params = http.url.searchParams;
  const projectId = params.get('projectId') ?? '';
  if (!UUID.test(projectId))
    return badParameter(http, 'projectId', 'projectId is required and must be a project id.');
  const start = tryCompactToIso(params.get('startDate') ?? '');
  if (!start) return badParameter(http, 'startDate', 'startDate is required as YYYYMMDD.');
  const end = tryCompactToIso(params.get('endDate') ?? '');
  if (!end) return badParameter(http, 'endDate', 'endDate is required as YYYYMMDD.');
  if (end < start) return badParameter(http, 'endDate', 'endDate must be on or after startDate.');
  const tzText = params.get('tzOffset');
  const tzOffset = tzText === null || tzText === '' ? undefined : Number(tzText);
  if (tzOffset !== undefined && !(Number.isInteger(tzOffset) && Math.abs(tzOffset) <= 14 * 60)) {
    return badParameter(http, 'tzOffset', 'tzOffset must be a whole number of minutes.');
  }
  const format = params.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx')
    return badParameter(http, 'format', 'format must be csv or xlsx.');

  try {
    const record = await readableProject(http.deps, viewer, projectId);
    if (!mayViewProjectMoney(viewer, record)) {
      sendJson(http.res, 403, { error: 'You are not allowed to do this.' });
      return;
    }
  } catch (error) {
    if (error instanceof GraphQLError) {
      const code = error.extensions.code;
      sendJson(http.res, code === 'NOT_FOUND' ? 404 : 403, { error: error.message });
      return;
    }
    throw error;
  }

  const fileName = weekExportFileName(PROJECT_HOURS_REPORT, end, http.deps.clock(), tzOffset);
  if (format === 'xlsx') {
    return streamExport(http, {
      fileName: fileName.replace(/\.csv$/, ''),
      format,
      columns: EXPORT_HOURS_EXPORT_COLUMNS,
      rows: exportHoursRows(http.deps.db, projectId, start, end),
    });
  }
  const { res } = http;
  let aborted = false;
  // The response's 'close' (not the request's, which fires once a GET's empty body is read) tells that the
  // browser went away before the end: stop reading pages then.
  res.on('close', () => {
    if (!res.writableFinished) aborted = true;
  });
  const pages = exportHoursCsv(http.deps.db, projectId, start, end);
  // Read the first page before sending the headers, so that a database failure can still be a clean 500.
  const first = await pages.next();
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  /** Writes a chunk; waits for the socket to drain (or close) when its buffer is full. */
  const write = async (text: string) => {
    if (res.write(text) || res.destroyed) return;
    await drained(res);
  };
  try {
    // The header goes with the first page: one write per page of ten thousand lines.
    let page = first;
    let text = csvHeader(EXPORT_HOURS_EXPORT_COLUMNS);
    while (!page.done && !aborted) {
      await write(text + page.value);
      text = '';
      page = await pages.next();
    }
    if (text !== '') await write(text);
    if (aborted) await pages.return(undefined);
  } catch (error) {
    // The headers are gone: cut the response so the browser reports a failed download, not a short file.
    console.error('export-hours failed while streaming', error);
    res.destroy();
    return;
  }
  res.end();
}
