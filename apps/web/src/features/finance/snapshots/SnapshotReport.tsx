import { FilterOutlined } from '@ant-design/icons';
import type { OverrideRule } from '@tally/domain/finance/overrides';
import { MAX_SNAPSHOT_DAYS, SNAPSHOT_COLUMNS, type SnapshotRange } from '@tally/domain/finance/snapshots';
import { DISPLAY_DATE_FORMAT, daysBetween, isoToCompact } from '@tally/domain/shared/dates';
import { formatMoneyExact } from '@tally/domain/shared/money';
import { formatHours } from '@tally/domain/timesheets/hours';
import { Button, Checkbox, DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfigurations } from '../../../graphql/configurations.ts';
import type { SnapshotQueryInput } from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { type ExportFormat, ExportMenu } from './ExportMenu.tsx';
import { OverridesModal } from './OverridesModal.tsx';
import { COUNTING_ROWS } from './rowModel.ts';
import { SnapshotGrid } from './SnapshotGrid.tsx';
import { pathOf, rangeOf } from './snapshotRange.ts';
import { useRowModel } from './useRowModel.ts';
import { useSnapshotOverrides } from './useSnapshotOverrides.ts';
import './snapshots.css';

export const SNAPSHOT_EMPTY = 'No data for given date range';

/** The weekly snapshot's columns: the daily ones that mean something per week (no task date, no comment). */
export const WEEKLY_SNAPSHOT_COLUMNS = SNAPSHOT_COLUMNS.filter(
  (column) => column.key !== 'taskdate' && column.key !== 'comment',
);

interface Props {
  title: string;
  /** The route without {endDate}, e.g. /finance/reports/daily-snapshot. */
  base: string;
  defaultRange(today: string): SnapshotRange;
  today: string;
  /** One row per person, week and task (F-022..F-024) instead of one per task day. */
  weekly: boolean;
}

/**
 * A timesheet snapshot screen (F-015..F-024): the range in the URL (F-012), the rows of the server row model in
 * a virtual grid (windows asked as it scrolls, issue #12), Export as CSV or XLSX from the server, and the field
 * overrides when configured (F-019, F-024), applied by the server.
 */
export function SnapshotReport({ title, base, defaultRange, today, weekly }: Props) {
  const { endDate } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fallback = useMemo(() => defaultRange(today), [defaultRange, today]);
  const range = rangeOf(endDate, search.get('start'), fallback);
  const configurations = useConfigurations();
  const overridesOn = configurations.get('daily-snapshot-overrides') === 'true';
  const overrides = useSnapshotOverrides();
  const [managing, setManaging] = useState(false);
  const [includeTimeOff, setIncludeTimeOff] = useState(true);

  const start = isoToCompact(range.start);
  const end = isoToCompact(range.end);
  const query = useMemo<SnapshotQueryInput>(
    () => ({
      startDate: start,
      endDate: end,
      granularity: weekly ? 'WEEK' : 'DAY',
      applyOverrides: overridesOn,
      ...(weekly ? { includeTimeOff } : {}),
    }),
    [start, end, weekly, overridesOn, includeTimeOff],
  );
  const { model, retry } = useRowModel(query);
  const summary = model.summary();
  const error = model.error;

  const changeRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = values ?? [null, null];
    if (!from || !to) return;
    navigate(pathOf(base, { start: from.format('YYYY-MM-DD'), end: to.format('YYYY-MM-DD') }));
  };

  const exportUrl = (format: ExportFormat) => {
    const params = new URLSearchParams({ start, end });
    if (weekly) {
      params.set('granularity', 'week');
      params.set('includeTimeOff', String(includeTimeOff));
    }
    params.set('tzOffset', String(new Date().getTimezoneOffset()));
    return `/api/reports/timesheet-snapshots.${format}?${params}`;
  };

  /** Saves the rules; the server applies them, so the rows are asked again. */
  const saveRules = async (rules: readonly OverrideRule[]) => {
    const saved = await overrides.save(rules);
    if (saved) retry();
    return saved;
  };

  return (
    <div className="snapshot">
      <Typography.Title level={1}>{title}</Typography.Title>
      <div className="snapshot__toolbar">
        <div className="snapshot__control">
          <label htmlFor="snapshot-range">Date range</label>
          <DatePicker.RangePicker
            id={{ start: 'snapshot-range' }}
            format={DISPLAY_DATE_FORMAT}
            allowClear={false}
            value={[dayjs(range.start), dayjs(range.end)]}
            disabledDate={(day, info) => {
              const from = info?.from;
              return from
                ? Math.abs(daysBetween(from.format('YYYY-MM-DD'), day.format('YYYY-MM-DD'))) >=
                    MAX_SNAPSHOT_DAYS
                : false;
            }}
            onChange={(values) => changeRange(values as [Dayjs | null, Dayjs | null] | null)}
          />
        </div>
        {weekly ? (
          <Checkbox
            className="snapshot__timeoff"
            checked={includeTimeOff}
            onChange={(event) => setIncludeTimeOff(event.target.checked)}
          >
            Include time off
          </Checkbox>
        ) : null}
        <span className="snapshot__count" aria-live="polite">
          {summary
            ? `${summary.total.toLocaleString('en-US')} rows`
            : model.rowCount() !== null
              ? COUNTING_ROWS
              : ''}
          {summary && weekly ? (
            <span className="snapshot__totals">
              {` · Total hours: ${formatHours(summary.hours)} · Total cost: ${formatMoneyExact(summary.totalCost)}`}
            </span>
          ) : null}
        </span>
        <span className="snapshot__spacer" />
        {overridesOn ? (
          <Button icon={<FilterOutlined />} onClick={() => setManaging(true)} disabled={overrides.loading}>
            Manage Overrides
          </Button>
        ) : null}
        <ExportMenu label="Export" primary urlOf={exportUrl} disabled={!summary || summary.total === 0} />
      </div>
      {error ? (
        <QueryError title="The snapshot could not be loaded." error={error} onRetry={retry} />
      ) : (
        <SnapshotGrid
          label={`${title} rows`}
          columns={weekly ? WEEKLY_SNAPSHOT_COLUMNS : SNAPSHOT_COLUMNS}
          model={model}
          total={model.rowCount()}
          loading={!summary}
          ready={!configurations.loading}
          emptyText={SNAPSHOT_EMPTY}
        />
      )}
      {managing ? (
        <OverridesModal saved={overrides.rules} onSave={saveRules} onClose={() => setManaging(false)} />
      ) : null}
    </div>
  );
}
