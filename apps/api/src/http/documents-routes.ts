import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';

/** GET /api/documents/sasToken?containerName=documents (M-132). */
export async function documentsSasTokenRoute(http: HttpRequest): Promise<void> {
  sendJson(http.res, 501, { error: 'Not implemented yet.' });
}
