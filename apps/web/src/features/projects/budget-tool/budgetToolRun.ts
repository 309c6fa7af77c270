/** The budget update tool's run (M-142..M-145): one POST per batch of 10 until the count is reached. */

export const BATCH_SIZE = 10;
export const DEFAULT_COUNT = 10;
export const MAX_COUNT = 10_000;
export const DEFAULT_STATUSES = ['In Progress'];
/** When the 'Status' taxonomy cannot be read, the statuses the spec names (2§4). */
export const FALLBACK_STATUSES = ['In Progress', 'Closed', 'Pending'];
export const FAILURE_MESSAGE = 'Failed to update budgets';
export const successMessage = (updated: number) => `Successfully updated ${updated} project budget(s).`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BudgetToolOptions {
  /** One project by id; the count and statuses are then ignored. */
  projectId: string;
  count: number;
  statuses: readonly string[];
  force: boolean;
}

export interface BudgetToolProgress {
  done: number;
  total: number;
}

export type BudgetToolOutcome =
  | { ok: true; message: string; updated: number; skipped: number }
  | { ok: false; message: string; detail: string | null };

interface Answer {
  success?: boolean;
  message?: string;
  hasMore?: boolean;
  updated?: number;
  skipped?: number;
}

/** The field errors of the form, mirroring the server's checks; empty when it can run. */
export function validateBudgetTool(
  options: BudgetToolOptions,
): Partial<Record<keyof BudgetToolOptions, string>> {
  const errors: Partial<Record<keyof BudgetToolOptions, string>> = {};
  const projectId = options.projectId.trim();
  if (projectId) {
    if (!UUID.test(projectId)) errors.projectId = 'Invalid project ID.';
    return errors;
  }
  if (!Number.isInteger(options.count) || options.count < 1 || options.count > MAX_COUNT) {
    errors.count = `Enter a whole number from 1 to ${MAX_COUNT}.`;
  }
  if (options.statuses.length === 0) errors.statuses = 'Choose at least one status.';
  return errors;
}

async function post(
  fetcher: typeof fetch,
  params: URLSearchParams,
): Promise<Answer | { failed: string | null }> {
  let response: Response;
  try {
    response = await fetcher(`/api/update-budget-used?${params}`, {
      method: 'POST',
      credentials: 'include',
      // The endpoint is a cookie-authenticated POST: it requires the same CSRF header as /api/graphql.
      headers: { 'x-tally-csrf': '1' },
    });
  } catch {
    return { failed: null };
  }
  const body = (await response.json().catch(() => null)) as Answer | null;
  if (!response.ok || !body || body.success !== true) {
    return { failed: typeof body?.message === 'string' ? body.message : null };
  }
  return body;
}

/**
 * Runs the tool: a single project, or batches of 10 from offset 0, advancing while the server says
 * hasMore, until the count is reached. Reports progress after each batch.
 */
export async function runBudgetTool(
  options: BudgetToolOptions,
  onProgress: (progress: BudgetToolProgress) => void,
  fetcher: typeof fetch = fetch,
): Promise<BudgetToolOutcome> {
  const base = new URLSearchParams();
  const projectId = options.projectId.trim();
  if (options.force) base.set('force', 'true');
  if (projectId) {
    onProgress({ done: 0, total: 1 });
    const params = new URLSearchParams({ projectId, ...Object.fromEntries(base) });
    const answer = await post(fetcher, params);
    if ('failed' in answer) return { ok: false, message: FAILURE_MESSAGE, detail: answer.failed };
    onProgress({ done: 1, total: 1 });
    return {
      ok: true,
      message: answer.message ?? successMessage(answer.updated ?? 0),
      updated: answer.updated ?? 0,
      skipped: answer.skipped ?? 0,
    };
  }
  const total = options.count;
  let offset = 0;
  let updated = 0;
  let skipped = 0;
  onProgress({ done: 0, total });
  while (offset < total) {
    const params = new URLSearchParams({
      numberOfProjectsToUpdate: String(total),
      offset: String(offset),
      statuses: options.statuses.join(','),
      ...Object.fromEntries(base),
    });
    const answer = await post(fetcher, params);
    if ('failed' in answer) return { ok: false, message: FAILURE_MESSAGE, detail: answer.failed };
    updated += answer.updated ?? 0;
    skipped += answer.skipped ?? 0;
    offset += Math.min(BATCH_SIZE, total - offset);
    if (!answer.hasMore) break;
    onProgress({ done: offset, total });
  }
  onProgress({ done: total, total });
  return { ok: true, message: successMessage(updated), updated, skipped };
}
