import type { DbOrTx } from '@tally/db';
import { mayListFinanceTimesheets } from '@tally/domain/policies/finance';
import { parseInput } from '../../graphql/validation.ts';
import {
  type FinanceTimesheetFilter,
  type FinanceTimesheetRow,
  financeTimesheetsArgs,
  listFinanceTimesheets,
  MAX_PAGE_SIZE,
} from '../../modules/finance/index.ts';
import type { ExportColumn } from '../columns.ts';
import { reportExport, weekFileName } from '../report.ts';

/** Every sheet of the list's filters, a page of the list's own statement at a time. */
async function* allPages(db: DbOrTx, filter: Omit<FinanceTimesheetFilter, 'offset' | 'limit'>) {
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await listFinanceTimesheets(db, { ...filter, offset, limit: MAX_PAGE_SIZE });
    if (page.rows.length > 0) yield page.rows;
    if (page.rows.length < MAX_PAGE_SIZE) return;
  }
}

const COLUMNS: readonly ExportColumn<FinanceTimesheetRow>[] = [
  { header: 'Resource Name', kind: 'text', width: 24, value: (r) => `${r.firstName} ${r.lastName}` },
  { header: 'Email', kind: 'text', width: 28, value: (r) => r.email },
  { header: 'Week Start', kind: 'date', value: (r) => r.startDate },
  { header: 'Week End', kind: 'date', value: (r) => r.endDate },
  {
    header: 'Approvers',
    kind: 'text',
    width: 36,
    value: (r) => r.approvals.flatMap((step) => step.approvers.map((approver) => approver.email)).join(', '),
  },
  { header: 'Projects', kind: 'text', width: 36, value: (r) => r.projects.join(', ') },
  { header: 'Hours', kind: 'hours', value: (r) => r.totalHours },
  { header: 'Status', kind: 'text', value: (r) => r.status },
];

/**
 * The finance timesheets list (F-005, F-006): every sheet of its range, search, status and name filters (all
 * pages), 'FinanceTimesheets-WeekEnding({end})-ExportedOn({stamp})'; finance and super-admins like the field.
 * `status` may repeat or list statuses separated by commas.
 */
export const FINANCE_TIMESHEETS_EXPORTS = {
  'finance-timesheets': reportExport({
    allowed: mayListFinanceTimesheets,
    async build(http, _viewer, params) {
      const statuses = http.url.searchParams
        .getAll('status')
        .flatMap((value) => value.split(','))
        .filter(Boolean);
      const input = parseInput(financeTimesheetsArgs, {
        startDate: params.startDate ?? '',
        endDate: params.endDate ?? '',
        queryString: params.queryString ?? null,
        status: statuses.length > 0 ? statuses : null,
        name: params.name ?? null,
      });
      return {
        fileName: weekFileName(http, 'FinanceTimesheets', input.endDate, params),
        columns: COLUMNS,
        rows: allPages(http.deps.db, {
          startDate: input.startDate,
          endDate: input.endDate,
          queryString: input.queryString?.trim() ?? '',
          statuses: [...new Set(input.status ?? [])],
          name: input.name?.trim() ?? '',
        }),
      };
    },
  }),
};
