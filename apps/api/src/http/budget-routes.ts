import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';

/** POST /api/update-budget-used (M-142). */
export async function updateBudgetUsedRoute(http: HttpRequest): Promise<void> {
  sendJson(http.res, 501, { error: 'Not implemented yet.' });
}
