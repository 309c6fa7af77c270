import type { DbOrTx } from '@tally/db';
import { PROJECT_CSV_COLUMNS, PROJECT_PAGE_MAX } from '@tally/domain/projects/project-list';
import type { Viewer } from '../../auth/sessions.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { parseInput } from '../../graphql/validation.ts';
import {
  type ListedProject,
  listArgs,
  listProjects,
  type ProjectListKind,
} from '../../modules/projects/index.ts';
import type { ExportColumn } from '../columns.ts';
import { reportExport, stampedFileName } from '../report.ts';

type Filters = Parameters<typeof listProjects>[3];

/** Query text as the GraphQL arguments' types: numbers and booleans parsed, anything else left for zod. */
function listInput(params: Record<string, string>) {
  const number = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));
  const boolean = (text: string | undefined) =>
    text === undefined || text === '' ? null : text === 'true' ? true : text === 'false' ? false : text;
  return parseInput(listArgs, {
    search: params.search ?? null,
    budgetUsed: number(params.budgetUsed),
    sortBy: params.sortBy || null,
    sortOrder: number(params.sortOrder),
    client: params.client || null,
    status: params.status ?? null,
    archived: boolean(params.archived),
    sector: params.sector ?? null,
  });
}

/** Every project of the list, a page of PROJECT_PAGE_MAX at a time (the list's own statement, never all at once). */
async function* allPages(
  db: DbOrTx,
  viewer: Viewer,
  kind: ProjectListKind,
  filters: Omit<Filters, 'offset' | 'limit'>,
) {
  for (let offset = 0; ; offset += PROJECT_PAGE_MAX) {
    const page = await listProjects(db, viewer, kind, { ...filters, offset, limit: PROJECT_PAGE_MAX });
    if (page.length > 0) yield page;
    if (page.length < PROJECT_PAGE_MAX) return;
  }
}

const COLUMNS: readonly ExportColumn<ListedProject>[] = [
  { header: PROJECT_CSV_COLUMNS[0], kind: 'text', width: 30, value: (r) => r.project.name },
  { header: PROJECT_CSV_COLUMNS[1], kind: 'text', value: (r) => r.client?.name ?? null },
  { header: PROJECT_CSV_COLUMNS[2], kind: 'text', value: (r) => r.project.projectCode },
  { header: PROJECT_CSV_COLUMNS[3], kind: 'text', value: (r) => r.project.status },
  { header: PROJECT_CSV_COLUMNS[4], kind: 'text', value: (r) => r.project.sectors.join(', ') },
  {
    header: PROJECT_CSV_COLUMNS[5],
    kind: 'number',
    value: (r) => Math.round(Number(r.project.budgetUsed) * 10000) / 100,
  },
  { header: PROJECT_CSV_COLUMNS[6], kind: 'text', value: (r) => (r.project.archived ? 'Yes' : 'No') },
];

/**
 * The project lists (M-017): 'All Projects' (kind=all, default) or 'Projects I Manage' (kind=mine) with the
 * list's filters, sort and search, every page; any signed-in user, who sees the projects the list shows them.
 */
export const PROJECT_LIST_EXPORTS = {
  'project-list': reportExport({
    allowed: 'signedIn',
    async build(http, viewer, params) {
      const kind = params.kind ?? 'all';
      if (kind !== 'all' && kind !== 'mine') throw badUserInput({ kind: 'kind must be all or mine.' });
      const input = listInput(params);
      return {
        fileName: stampedFileName(http, 'Projects', params),
        columns: COLUMNS,
        rows: allPages(http.deps.db, viewer, kind, {
          search: input.search,
          budgetUsed: input.budgetUsed ?? null,
          sortBy: input.sortBy ?? null,
          sortOrder: input.sortOrder ?? null,
          clientId: input.client ?? null,
          status: input.status,
          archived: input.archived ?? false,
          sector: input.sector,
        }),
      };
    },
  }),
};
