import { exportStamp, weekExportFileName } from '@tally/domain/shared/csv';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { Viewer } from '../auth/sessions.ts';
import type { ViewerPolicy } from '../graphql/builder.ts';
import { badUserInput } from '../graphql/errors.ts';
import type { HttpRequest } from '../http/request.ts';
import type { ExportColumn } from './columns.ts';

/** What a report export streams: its file name (no extension), its columns and its rows in chunks. */
export interface ReportFile<Row> {
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  rows: AsyncIterable<readonly Row[]>;
}

/**
 * One `GET /api/reports/<name>.csv|.xlsx` export: who may download it (the policy of the screen's GraphQL
 * field, from packages/domain/src/policies) and how its file is
 * built from the query parameters (the screen's query's arguments). A bad parameter is thrown as the
 * BAD_USER_INPUT error of `parseInput`, which the route answers with 400 naming the field.
 */
export interface ReportExport {
  /** Who may download: a policy, or any signed-in user (the field's signedInRule; the build then limits the rows). */
  allowed: ViewerPolicy | 'signedIn';
  build(http: HttpRequest, viewer: Viewer, params: Record<string, string>): Promise<ReportFile<never>>;
}

/** Defines a report export (keeps the row type between columns and rows). */
export function reportExport<Row>(definition: {
  allowed: ViewerPolicy | 'signedIn';
  build(http: HttpRequest, viewer: Viewer, params: Record<string, string>): Promise<ReportFile<Row>>;
}): ReportExport {
  return definition as unknown as ReportExport;
}

/** An array's rows in chunks, for reports whose service answers a bounded list. */
export async function* inChunks<Row>(rows: readonly Row[], size = 5000): AsyncGenerator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * tzOffset (the browser's getTimezoneOffset(), minutes) of the file name's export time (C-048); a bad value
 * is thrown as BAD_USER_INPUT naming it.
 */
export function tzOffsetOf(params: Record<string, string>): number | undefined {
  const text = params.tzOffset;
  if (text === undefined || text === '') return undefined;
  const offset = Number(text);
  if (!(Number.isInteger(offset) && Math.abs(offset) <= 14 * 60)) {
    throw badUserInput({ tzOffset: 'tzOffset must be a whole number of minutes.' });
  }
  return offset;
}

/** '{report}-WeekEnding({end})-ExportedOn({stamp})' without extension (C-047, C-048). */
export function weekFileName(
  http: HttpRequest,
  report: string,
  end: IsoDate,
  params: Record<string, string>,
) {
  return weekExportFileName(report, end, http.deps.clock(), tzOffsetOf(params)).replace(/\.csv$/, '');
}

/** '{report}-ExportedOn({stamp})' without extension (C-047's fixed names). */
export function stampedFileName(http: HttpRequest, report: string, params: Record<string, string>) {
  return `${report}-ExportedOn(${exportStamp(http.deps.clock(), tzOffsetOf(params))})`;
}
