import { csvLine } from '@tally/domain/shared/csv';
import { HISTORY_CSV_HEADER } from '@tally/domain/shared/history';
import { GraphQLError } from 'graphql/index.js';
import {
  getHistory,
  HISTORY_EXPORT_MAX,
  historyArgs,
  historyFilterOf,
} from '../modules/shared/history/index.ts';
import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';
import { currentViewer } from './viewer.ts';

/**
 * GET /api/history.csv?subject=TIMESHEET|PROJECT|USER|PORTAL&id=&type=&from=&to=&search=: the History rows the
 * page shows (same filters, same permissions), one line per changed value, newest first.
 */
export async function historyCsvRoute(http: HttpRequest): Promise<void> {
  const viewer = await currentViewer(http);
  if (!viewer) return sendJson(http.res, 401, { error: 'You must be signed in.' });
  const params = Object.fromEntries(http.url.searchParams);
  const parsed = historyArgs.safeParse({ ...params, id: params.id || null });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return sendJson(http.res, 400, {
      error: issue?.message ?? 'Invalid parameters.',
      field: issue?.path.join('.'),
    });
  }
  try {
    const entries = await getHistory(http.deps, viewer, historyFilterOf(parsed.data), {
      limit: HISTORY_EXPORT_MAX,
      offset: 0,
    });
    const lines = [csvLine(HISTORY_CSV_HEADER)];
    for (const entry of entries) {
      const base = [
        entry.at.toISOString(),
        entry.actorName ?? '',
        entry.tokenName ?? '',
        entry.action,
        entry.subject,
      ];
      if (entry.changes.length === 0) lines.push(csvLine([...base, '', '', '']));
      for (const change of entry.changes)
        lines.push(csvLine([...base, change.field, change.from, change.to]));
    }
    http.res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="history-${parsed.data.subject.toLowerCase()}.csv"`,
      'cache-control': 'no-store',
    });
    http.res.end(lines.join(''));
  } catch (error) {
    if (error instanceof GraphQLError) {
      const code = error.extensions.code;
      const status = code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 400;
      return sendJson(http.res, status, { error: error.message });
    }
    throw error;
  }
}
