import { mayRunBudgetTool } from '@tally/domain/policies/projects';
import { GraphQLError } from 'graphql/index.js';
import { CSRF_HEADER } from '../graphql/yoga.ts';
import { type BudgetToolRequest, DEFAULT_STATUSES, runBudgetTool } from '../modules/projects/index.ts';
import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';
import { currentViewer } from './viewer.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Upper bound of one run's count, to keep a mistyped count from meaning "every project forever". */
export const MAX_PROJECTS_PER_RUN = 10_000;

type Parsed = { ok: true; request: BudgetToolRequest } | { ok: false; field: string; message: string };

const failure = (field: string, message: string): Parsed => ({ ok: false, field, message });

function nonNegativeInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Reads the query parameters of the tool (M-142). */
export function parseBudgetToolQuery(params: URLSearchParams): Parsed {
  const forceText = params.get('force');
  if (forceText !== null && forceText !== 'true' && forceText !== 'false') {
    return failure('force', "force must be 'true' or 'false'.");
  }
  const force = forceText === 'true';
  const projectId = params.get('projectId')?.trim();
  if (projectId) {
    if (!UUID.test(projectId)) return failure('projectId', 'Invalid project ID.');
    return { ok: true, request: { projectId, force } };
  }
  const count = nonNegativeInteger(params.get('numberOfProjectsToUpdate'));
  if (count === null || count < 1 || count > MAX_PROJECTS_PER_RUN) {
    return failure(
      'numberOfProjectsToUpdate',
      `numberOfProjectsToUpdate must be a whole number from 1 to ${MAX_PROJECTS_PER_RUN}.`,
    );
  }
  const offsetText = params.get('offset');
  const offset = offsetText === null || offsetText === '' ? 0 : nonNegativeInteger(offsetText);
  if (offset === null) return failure('offset', 'offset must be a whole number of 0 or more.');
  const statusesText = params.get('statuses');
  const statuses =
    statusesText === null
      ? [...DEFAULT_STATUSES]
      : [
          ...new Set(
            statusesText
              .split(',')
              .map((status) => status.trim())
              .filter(Boolean),
          ),
        ];
  if (statuses.length === 0) return failure('statuses', 'Choose at least one status.');
  return { ok: true, request: { numberOfProjectsToUpdate: count, offset, statuses, force } };
}

/**
 * POST /api/update-budget-used (M-142..M-146, C-062): admin group only (401 signed out, 403 otherwise).
 * A state-changing POST authenticated by the session cookie, so it requires the same CSRF header as
 * /api/graphql (`x-tally-csrf`, any value): a cross-site form cannot set a custom header.
 * Parameters are read from the query string: projectId, or numberOfProjectsToUpdate and offset; force=true;
 * statuses (comma list, default 'In Progress'). Answers { success, message, hasMore, updated, skipped, nextOffset }.
 */
export async function updateBudgetUsedRoute(http: HttpRequest): Promise<void> {
  const { res } = http;
  const viewer = await currentViewer(http);
  if (!viewer) return sendJson(res, 401, { success: false, message: 'You must be signed in.' });
  if (!http.req.headers[CSRF_HEADER]) {
    return sendJson(res, 403, { success: false, message: `Required CSRF header ${CSRF_HEADER} not present` });
  }
  if (!mayRunBudgetTool(viewer)) {
    return sendJson(res, 403, { success: false, message: 'You are not allowed to do this.' });
  }
  const parsed = parseBudgetToolQuery(http.url.searchParams);
  if (!parsed.ok) {
    return sendJson(res, 400, { success: false, message: parsed.message, field: parsed.field });
  }
  try {
    sendJson(res, 200, await runBudgetTool(http.deps, viewer, parsed.request));
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
      return sendJson(res, 404, { success: false, message: 'Project not found.' });
    }
    http.deps.logger.error({ err: error }, 'update-budget-used failed');
    sendJson(res, 500, { success: false, message: 'Failed to update budgets' });
  }
}
