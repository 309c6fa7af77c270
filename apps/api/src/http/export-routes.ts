import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';

/** GET /api/projects/export-hours: the Export Hours CSV, streamed (M-112). */
export async function exportHoursRoute(http: HttpRequest): Promise<void> {
  sendJson(http.res, 501, { error: 'Not implemented yet.' });
}
