import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { daysBetween } from '@tally/domain/dates';
import { applyOverrides } from '@tally/domain/overrides';
import {
  displayCell,
  MAX_SNAPSHOT_DAYS,
  SNAPSHOT_COLUMNS,
  type SnapshotRange,
  type SnapshotRecord,
  snapshotFileName,
} from '@tally/domain/snapshots';
import { Alert, Button, DatePicker, Table, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfigurations } from '../../../graphql/configurations.ts';
import { downloadBlob, snapshotCsvBlob } from './download.ts';
import { OverridesModal } from './OverridesModal.tsx';
import { pathOf, rangeOf } from './snapshotRange.ts';
import { useSnapshotOverrides } from './useSnapshotOverrides.ts';
import { useSnapshotRows } from './useSnapshotRows.ts';
import './snapshots.css';

const FORMAT = 'MM/DD/YYYY';
export const SNAPSHOT_EMPTY = 'No data for given date range';

/** Column widths in px; the grid scrolls sideways past the window. */
const WIDTHS: Record<string, number> = {
  email: 220,
  approvers: 260,
  comment: 240,
  project: 180,
  deliverable: 180,
  milestone: 150,
  clientName: 150,
  supervisor: 150,
  name: 160,
  hours: 80,
  status: 140,
};
const width = (key: string) => WIDTHS[key] ?? 120;
const TOTAL_WIDTH = SNAPSHOT_COLUMNS.reduce((sum, column) => sum + width(column.key), 0);

type Row = SnapshotRecord & { _id: string };

const columns: TableColumnsType<Row> = SNAPSHOT_COLUMNS.map((column) => ({
  key: column.key,
  dataIndex: column.key,
  title: column.title,
  width: width(column.key),
  ellipsis: true,
  align: column.kind === 'money' || column.kind === 'hours' ? 'right' : undefined,
  render: (value: string | number | null) => displayCell(column, value),
}));

interface Props {
  title: string;
  /** The route without {endDate}, e.g. /finance/reports/daily-snapshot. */
  base: string;
  defaultRange(today: string): SnapshotRange;
  today: string;
  /** Ask month by month (F-023). */
  monthly: boolean;
  exportLabel: string;
}

/**
 * A timesheet snapshot screen (F-015..F-024): the range in the URL (F-012), one row per task day in a
 * virtualised grid, Export of the shown rows, and the field overrides when configured (F-019, F-024).
 */
export function SnapshotReport({ title, base, defaultRange, today, monthly, exportLabel }: Props) {
  const { endDate } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fallback = useMemo(() => defaultRange(today), [defaultRange, today]);
  const range = rangeOf(endDate, search.get('start'), fallback);
  const configurations = useConfigurations();
  const overridesOn = configurations.get('daily-snapshot-overrides') === 'true';
  const overrides = useSnapshotOverrides();
  const [managing, setManaging] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { rows, loading, error, retry } = useSnapshotRows(range, monthly);

  const shown = useMemo(() => {
    const all = (rows ?? []) as Row[];
    return overridesOn ? applyOverrides(all, overrides.rules) : all;
  }, [rows, overridesOn, overrides.rules]);

  const changeRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = values ?? [null, null];
    if (!from || !to) return;
    navigate(pathOf(base, { start: from.format('YYYY-MM-DD'), end: to.format('YYYY-MM-DD') }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadBlob(snapshotFileName(range.end, new Date()), await snapshotCsvBlob(shown));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="snapshot">
      <Typography.Title level={1}>{title}</Typography.Title>
      <div className="snapshot__toolbar">
        <div className="snapshot__control">
          <label htmlFor="snapshot-range">Date range</label>
          <DatePicker.RangePicker
            id={{ start: 'snapshot-range' }}
            format={FORMAT}
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
        <span className="snapshot__count" aria-live="polite">
          {rows ? `${shown.length.toLocaleString('en-US')} rows` : ''}
        </span>
        <span className="snapshot__spacer" />
        {overridesOn ? (
          <Button icon={<FilterOutlined />} onClick={() => setManaging(true)} disabled={overrides.loading}>
            Manage Overrides
          </Button>
        ) : null}
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={!rows || shown.length === 0}
        >
          {exportLabel}
        </Button>
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="The snapshot could not be loaded."
          description={error}
          action={<Button onClick={retry}>Retry</Button>}
        />
      ) : (
        <section className="snapshot__grid" aria-label={`${title} rows`}>
          <Table<Row>
            virtual
            size="small"
            rowKey="_id"
            columns={columns}
            dataSource={shown}
            loading={loading}
            pagination={false}
            scroll={{ x: TOTAL_WIDTH, y: 640 }}
            locale={{ emptyText: SNAPSHOT_EMPTY }}
          />
        </section>
      )}
      {managing ? (
        <OverridesModal saved={overrides.rules} onSave={overrides.save} onClose={() => setManaging(false)} />
      ) : null}
    </div>
  );
}
