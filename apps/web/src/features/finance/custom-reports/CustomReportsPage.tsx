import { useMutation, useQuery } from '@apollo/client/react';
import { isoToCompact, tryCompactToIso } from '@tally/domain/dates';
import { currentIsoWeek } from '@tally/domain/financials';
import { parseSavedReports, type SavedReport, serializeSavedReports } from '@tally/domain/saved-reports';
import { Alert, Button, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  CustomReportRowsDocument,
  CustomReportSettingsDocument,
  SaveCustomReportsDocument,
} from '../../../graphql/generated/graphql.ts';
import { useToday } from '../../timesheets/shared/useToday.ts';
import { ReportBuilder } from './ReportBuilder.tsx';
import type { BuilderRow } from './useReportRows.ts';

const FORMAT = 'MM/DD/YYYY';
const NO_ROWS: BuilderRow[] = [];

/** ?start=&end= (YYYYMMDD) when both are real dates in order, else the current ISO week (F-039). */
export function customReportRange(start: string | null, end: string | null, today: string) {
  const from = start ? tryCompactToIso(start) : null;
  const to = end ? tryCompactToIso(end) : null;
  return from && to && from <= to ? { start: from, end: to } : currentIsoWeek(today);
}

/** /finance/reports/custom: the custom report builder over finance.timesheetSnapshots (F-038..F-062). */
export function Component() {
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const range = customReportRange(search.get('start'), search.get('end'), today);
  const variables = { startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) };

  const rowsQuery = useQuery(CustomReportRowsDocument, { variables });
  useEffect(() => {
    // F-060: a failed fetch is logged and loading ends (the alert below offers a retry).
    if (rowsQuery.error) console.error('Custom report: timesheet fetch failed', rowsQuery.error);
  }, [rowsQuery.error]);
  const rows: readonly BuilderRow[] = rowsQuery.data?.finance.timesheetSnapshots ?? NO_ROWS;

  const settings = useQuery(CustomReportSettingsDocument);
  const meId = settings.data?.me._id ?? null;
  const reportsText = settings.data?.me.settings.timesheetDailySnapshotReports ?? null;
  const reports = useMemo(() => parseSavedReports(reportsText), [reportsText]);
  const [saveReports] = useMutation(SaveCustomReportsDocument);
  const persist = useCallback(
    async (next: SavedReport[]) => {
      if (!meId) return null;
      try {
        const { data } = await saveReports({
          variables: { id: meId, input: { timesheetDailySnapshotReports: serializeSavedReports(next) } },
        });
        return parseSavedReports(data?.updateUserSettings.settings.timesheetDailySnapshotReports);
      } catch (error) {
        // F-060: failed saves, renames and deletes are only logged; the UI stays as it was.
        console.error('Custom report: saving reports failed', error);
        return null;
      }
    },
    [meId, saveReports],
  );

  const changeRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = values ?? [null, null];
    if (!from || !to) return;
    setSearch({ start: from.format('YYYYMMDD'), end: to.format('YYYYMMDD') });
  };

  const picker = (
    <div className="custom-report__range">
      <label htmlFor="custom-report-range">Date range</label>
      <DatePicker.RangePicker
        id={{ start: 'custom-report-range' }}
        format={FORMAT}
        allowClear={false}
        value={[dayjs(range.start), dayjs(range.end)]}
        onChange={(values) => changeRange(values as [Dayjs | null, Dayjs | null] | null)}
      />
    </div>
  );

  return (
    <ReportBuilder
      rows={rows}
      loading={rowsQuery.loading}
      range={picker}
      notice={
        rowsQuery.error ? (
          <Alert
            type="error"
            showIcon
            title="The timesheets could not be loaded."
            description={rowsQuery.error.message}
            action={<Button onClick={() => void rowsQuery.refetch()}>Retry</Button>}
            className="custom-report__error"
          />
        ) : null
      }
      reports={reports}
      persist={persist}
    />
  );
}
