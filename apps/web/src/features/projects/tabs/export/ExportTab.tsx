import { currentIsoWeek } from '@tally/domain/projects/financials';
import { PROJECT_HOURS_REPORT, weekExportFileName } from '@tally/domain/shared/csv';
import { DISPLAY_DATE_FORMAT, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { Alert, Button, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { downloadFrom } from '../../../../ui/ExportButtons.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { downloadStreamedCsv, type ExportProgress, saveBlob } from './downloadExport.ts';

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The Export Hours tab (M-112..M-114): the project's task days in a range as CSV, current ISO week by default. */
export default function ExportTab({ project }: ProjectTabProps) {
  const [range, setRange] = useState(() => currentIsoWeek(isoDateOf(new Date())));
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [done, setDone] = useState<{ fileName: string; rows: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const running = progress !== null;

  const exportParams = () =>
    new URLSearchParams({
      projectId: project._id,
      startDate: isoToCompact(range.start),
      endDate: isoToCompact(range.end),
      tzOffset: String(new Date().getTimezoneOffset()),
    });

  /** The XLSX file: the browser downloads it straight from the server (no progress to show). */
  const runXlsx = () => {
    const params = exportParams();
    params.set('format', 'xlsx');
    downloadFrom(`/api/projects/export-hours?${params}`);
  };

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setDone(null);
    setProgress({ bytes: 0, rows: 0 });
    const params = exportParams();
    try {
      const result = await downloadStreamedCsv(
        `/api/projects/export-hours?${params}`,
        weekExportFileName(PROJECT_HOURS_REPORT, range.end, new Date()),
        setProgress,
        controller.signal,
      );
      saveBlob(result.blob, result.fileName);
      setDone({ fileName: result.fileName, rows: result.rows });
    } catch (failure) {
      if (!controller.signal.aborted) {
        setError(failure instanceof Error ? failure.message : 'The export failed.');
      }
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  return (
    <section aria-labelledby="export-hours-title" className="export-hours">
      <Typography.Title level={4} id="export-hours-title">
        Export Hours
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        One row per person, deliverable and day of this project in the range, with the timesheet status. Cost
        and rate are given for approved hours only.
      </Typography.Paragraph>
      <Space wrap align="center">
        <label htmlFor="export-hours-range">Date range</label>
        <DatePicker.RangePicker
          id={{ start: 'export-hours-range' }}
          format={DISPLAY_DATE_FORMAT}
          allowClear={false}
          disabled={running}
          value={[dayjs(range.start), dayjs(range.end)]}
          onChange={(values) => {
            const [from, to] = (values ?? []) as [Dayjs | null, Dayjs | null];
            if (from && to) setRange({ start: from.format('YYYY-MM-DD'), end: to.format('YYYY-MM-DD') });
          }}
        />
        <Button type="primary" onClick={() => void run()} loading={running}>
          Export
        </Button>
        <Button onClick={runXlsx} disabled={running}>
          Export XLSX
        </Button>
        {running ? <Button onClick={() => abort.current?.abort()}>Cancel</Button> : null}
      </Space>
      <div aria-live="polite" className="export-hours-status" style={{ marginTop: 16 }}>
        {progress ? (
          <Typography.Text>
            Downloading… {progress.rows.toLocaleString('en-US')} rows ({size(progress.bytes)}) received
          </Typography.Text>
        ) : null}
        {done ? (
          <Alert
            type="success"
            showIcon
            title={`Exported ${done.rows.toLocaleString('en-US')} rows to ${done.fileName}`}
          />
        ) : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </div>
    </section>
  );
}
