import {
  RESOURCE_UTILIZATION_REPORT,
  UTILIZATION_CSV_HEADER,
  UTILIZATION_FILTERS,
  type UtilizationFilter,
} from '@tally/domain/performance/utilization';
import { mayReadUtilization } from '@tally/domain/policies/performance';
import { badUserInput } from '../../graphql/errors.ts';
import { parseRange, performanceReport } from '../../modules/performance/index.ts';
import type { ExportColumn, ExportKind } from '../columns.ts';
import { inChunks, reportExport, weekFileName } from '../report.ts';

type Person = Awaited<ReturnType<typeof performanceReport>>['nodes'][number];
type Figure = keyof Person['performance'];

/** The figure of each column after Name and Email, in UTILIZATION_CSV_HEADER's order. */
const FIGURES: readonly (readonly [Figure, ExportKind])[] = [
  ['numOfWeeks', 'number'],
  ['hoursAvailable', 'hours'],
  ['timeReported', 'hours'],
  ['leftOverHours', 'hours'],
  ['pctUtilized', 'number'],
  ['billableTime', 'hours'],
  ['pctBillable', 'number'],
  ['nonBillableTime', 'hours'],
  ['pctNonBillable', 'number'],
  ['holidayTime', 'hours'],
  ['pctHoliday', 'number'],
  ['ptoTime', 'hours'],
  ['pctPtoTime', 'number'],
];

const COLUMNS: readonly ExportColumn<Person>[] = [
  { header: UTILIZATION_CSV_HEADER[0], kind: 'text', value: (p) => `${p.firstName} ${p.lastName}` },
  { header: UTILIZATION_CSV_HEADER[1], kind: 'text', width: 28, value: (p) => p.email },
  ...FIGURES.map(
    ([figure, kind], index): ExportColumn<Person> => ({
      header: UTILIZATION_CSV_HEADER[index + 2]!,
      kind,
      value: (p) => (p.performance[figure] as number | null) ?? null,
    }),
  ),
];

/** Resource Utilization: every person of the filter (no page), senior management and admin. */
export const PERFORMANCE_REPORT_EXPORTS = {
  utilization: reportExport({
    allowed: mayReadUtilization,
    async build(http, _viewer, params) {
      const range = parseRange({ startDate: params.startDate ?? '', endDate: params.endDate ?? '' });
      const filter = (params.filter ?? 'ALL') as UtilizationFilter;
      if (!UTILIZATION_FILTERS.includes(filter)) {
        throw badUserInput({ filter: `filter must be one of ${UTILIZATION_FILTERS.join(', ')}.` });
      }
      const report = await performanceReport(http.deps, {
        range,
        filter,
        offset: 0,
        limit: Number.MAX_SAFE_INTEGER,
      });
      return {
        fileName: weekFileName(http, RESOURCE_UTILIZATION_REPORT, range.end, params),
        columns: COLUMNS,
        rows: inChunks(report.nodes),
      };
    },
  }),
};
