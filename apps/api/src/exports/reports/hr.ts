import { filterRollups, ROLLUPS_REPORT } from '@tally/domain/hr/hourly-cost';
import { ALL_USERS_REPORT, DELINQUENCY_REPORT, matchesActiveStaff } from '@tally/domain/hr/hr-reports';
import { mayReadHumanResources } from '@tally/domain/policies/hr';
import { parseInput } from '../../graphql/validation.ts';
import {
  listActiveStaff,
  rangeArgs,
  rangeInput,
  usersWithLateTimesheets,
  userTaskTotals,
} from '../../modules/hr/index.ts';
import { exportDate } from '../cells.ts';
import { inChunks, reportExport, stampedFileName, weekFileName } from '../report.ts';

/** YYYYMMDD as an ISO date. */
const isoOf = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** The human-resources reports' exports (H-012..H-023), each from its GraphQL field's query, HR only. */
export const HR_REPORT_EXPORTS = {
  'hr-all-users': reportExport({
    allowed: mayReadHumanResources,
    async build(http, _viewer, params) {
      const search = params.search ?? '';
      const rows = (await listActiveStaff(http.deps.db)).filter((row) => matchesActiveStaff(row, search));
      type Row = (typeof rows)[number];
      return {
        fileName: stampedFileName(http, ALL_USERS_REPORT, params),
        columns: [
          { header: 'Name', kind: 'text', value: (row: Row) => row.name },
          { header: 'Email', kind: 'text', width: 28, value: (row: Row) => row.email },
          { header: 'Projects', kind: 'text', width: 40, value: (row: Row) => row.projects.join('; ') },
          { header: 'Approvers', kind: 'text', width: 40, value: (row: Row) => row.approvers.join('; ') },
        ],
        rows: inChunks(rows),
      };
    },
  }),
  'hr-delinquency': reportExport({
    allowed: mayReadHumanResources,
    async build(http, _viewer, params) {
      const range = parseInput(rangeArgs, params);
      const users = await usersWithLateTimesheets(
        http.deps.db,
        { start: range.startDate, end: range.endDate },
        http.deps.clock(),
      );
      const rows = users.flatMap((user) =>
        user.weeks.map((week) => ({ ...week, name: user.name, email: user.email })),
      );
      type Row = (typeof rows)[number];
      return {
        fileName: weekFileName(http, DELINQUENCY_REPORT, range.endDate, params),
        columns: [
          { header: 'Name', kind: 'text', value: (row: Row) => row.name },
          { header: 'Email', kind: 'text', width: 28, value: (row: Row) => row.email },
          { header: 'Week Ending', kind: 'date', value: (row: Row) => isoOf(row.weekEnd) },
          { header: 'Delinquency', kind: 'text', value: (row: Row) => row.kind },
          { header: 'Status', kind: 'text', value: (row: Row) => row.status ?? 'No timesheet' },
          {
            header: 'Submitted',
            kind: 'text',
            width: 22,
            value: (row: Row) =>
              row.submittedDate
                ? `${exportDate(row.submittedDate.slice(0, 10))} ${row.submittedDate.slice(11, 16)} UTC`
                : null,
          },
          { header: 'Hours Late', kind: 'hours', value: (row: Row) => row.hoursLate },
        ],
        rows: inChunks(rows),
      };
    },
  }),
  'hr-rollups': reportExport({
    allowed: mayReadHumanResources,
    async build(http, _viewer, params) {
      const range = parseInput(rangeInput, params);
      const all = await userTaskTotals(http.deps.db, range.startDate, range.endDate);
      const rows = filterRollups(all, { project: params.project ?? null, employee: params.employee ?? null });
      type Row = (typeof rows)[number];
      return {
        fileName: weekFileName(http, ROLLUPS_REPORT, range.endDate, params),
        columns: [
          { header: 'Name', kind: 'text', value: (row: Row) => row.name },
          { header: 'Project', kind: 'text', width: 24, value: (row: Row) => row.project },
          { header: 'Deliverable', kind: 'text', width: 24, value: (row: Row) => row.deliverable },
          { header: 'Milestone', kind: 'text', value: (row: Row) => row.milestone },
          { header: 'Hours', kind: 'hours', value: (row: Row) => row.hours },
        ],
        rows: inChunks(rows),
      };
    },
  }),
};
