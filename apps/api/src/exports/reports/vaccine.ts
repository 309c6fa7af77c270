import { mayReadVaccineReport } from '@tally/domain/policies/vaccine';
import { isoDateOf } from '@tally/domain/shared/dates';
import { ALL_CLIENTS } from '@tally/domain/vaccine/vaccine';
import {
  filterNotVaccinated,
  splitReport,
  VACCINE_REPORT_EXPORTS,
  type VaccineReportTable,
} from '@tally/domain/vaccine/vaccine-report';
import { badUserInput } from '../../graphql/errors.ts';
import { vaccineTrackerReport } from '../../modules/vaccine/index.ts';
import type { ExportColumn, ExportKind } from '../columns.ts';
import { inChunks, reportExport, stampedFileName, tzOffsetOf } from '../report.ts';

type Cell = string | number | null;

/** The columns whose cells are dates (ISO in the rows): written as dates (C-038). */
const DATE_HEADERS = new Set(['Vaccine Date', 'Last Test Date']);

const isTable = (value: string): value is VaccineReportTable => Object.hasOwn(VACCINE_REPORT_EXPORTS, value);

/**
 * One of the Vaccine Tracker Report's three tables (V-026): table=vaccinated|notResponded|notVaccinated, the
 * Not Vaccinated table with its client and search filters (V-031); the vaccine-report group, like the screen.
 */
export const VACCINE_EXPORTS = {
  vaccine: reportExport({
    allowed: mayReadVaccineReport,
    async build(http, _viewer, params) {
      const table = params.table ?? '';
      if (!isTable(table)) {
        throw badUserInput({ table: 'table must be vaccinated, notResponded or notVaccinated.' });
      }
      const tzOffset = tzOffsetOf(params);
      // "Today" of the next-test countdowns, in the browser's zone when it says.
      const now = http.deps.clock();
      const today = isoDateOf(tzOffset === undefined ? now : new Date(now.getTime() - tzOffset * 60_000));
      const records = await vaccineTrackerReport(http.deps);
      const tables = splitReport(
        records.map((record) => ({ ...record, _id: record.id })),
        today,
      );
      const definition = VACCINE_REPORT_EXPORTS[table];
      const rows: readonly unknown[] =
        table === 'notVaccinated'
          ? filterNotVaccinated(tables.notVaccinated, params.client ?? ALL_CLIENTS, params.search ?? '')
          : tables[table];
      const cells = definition.cells as (row: unknown, timezoneOffset?: number) => Cell[];
      const columns: ExportColumn<Cell[]>[] = definition.headers.map((header, index) => ({
        header,
        kind: (DATE_HEADERS.has(header) ? 'date' : 'text') as ExportKind,
        ...(header === 'Email' ? { width: 28 } : {}),
        value: (row: Cell[]) => row[index] ?? null,
      }));
      return {
        fileName: stampedFileName(http, definition.exportName, params),
        columns,
        rows: inChunks(rows.map((row) => cells(row, tzOffset))),
      };
    },
  }),
};
