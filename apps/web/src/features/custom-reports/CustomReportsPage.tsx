import { useMutation, useQuery } from '@apollo/client/react';
import {
  parseSavedReports,
  type SavedReport,
  serializeSavedReports,
} from '@tally/domain/custom-reports/saved-reports';
import { currentIsoWeek } from '@tally/domain/projects/financials';
import { DISPLAY_DATE_FORMAT, isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CustomReportSettingsDocument, SaveCustomReportsDocument } from '../../graphql/generated/graphql.ts';
import { useToday } from '../../ui/useToday.ts';
import { ReportBuilder } from './ReportBuilder.tsx';

/** ?start=&end= (YYYYMMDD) when both are real dates in order, else the current ISO week (F-039). */
export function customReportRange(start: string | null, end: string | null, today: string) {
  const from = start ? tryCompactToIso(start) : null;
  const to = end ? tryCompactToIso(end) : null;
  return from && to && from <= to ? { start: from, end: to } : currentIsoWeek(today);
}

/** /finance/reports/custom: the custom report builder over the server row model (F-038..F-062, issue #12). */
export function Component() {
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const range = customReportRange(search.get('start'), search.get('end'), today);
  const startDate = isoToCompact(range.start);
  const endDate = isoToCompact(range.end);
  const rowsRange = useMemo(() => ({ startDate, endDate }), [startDate, endDate]);

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
        format={DISPLAY_DATE_FORMAT}
        allowClear={false}
        value={[dayjs(range.start), dayjs(range.end)]}
        onChange={(values) => changeRange(values as [Dayjs | null, Dayjs | null] | null)}
      />
    </div>
  );

  return <ReportBuilder range={rowsRange} picker={picker} reports={reports} persist={persist} />;
}
