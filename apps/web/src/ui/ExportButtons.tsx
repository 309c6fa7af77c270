import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { DisabledReason } from './DisabledReason.tsx';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The URL of a server export (`GET /api/reports/<report>.csv|.xlsx`, issue #12) with the screen's query
 * parameters and the browser's time-zone offset, which makes the file name's export time local (C-048).
 */
export function reportExportUrl(
  report: string,
  format: ExportFormat,
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ ...params, tzOffset: String(new Date().getTimezoneOffset()) });
  return `/api/reports/${report}.${format}?${query}`;
}

/**
 * Starts a download of `url`: a link with `download` clicked, so the browser saves the streamed file (the
 * session cookie goes with it) and the page stays where it is.
 */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Why an export is off: the list is empty, or still loading. */
export const NOTHING_TO_EXPORT = 'Nothing to export: the list is empty or still loading.';

interface Props {
  /** The report's name under /api/reports. */
  report: string;
  /** The screen's query parameters. */
  params?: Record<string, string>;
  /** Off while the report loads and when it has no rows (F-014). */
  disabled?: boolean;
  /** What the disabled buttons say on hover (issue 14). */
  disabledReason?: string;
  /** The CSV button's text (the screen's own Export label). */
  label?: string;
  /** Accessible names when a screen has several exports (e.g. 'Export Fully Vaccinated as CSV'). */
  ariaLabels?: { csv: string; xlsx: string };
}

/** The screen's Export button (CSV, as before) and 'Export XLSX' beside it, both downloading from the server. */
export function ExportButtons({
  report,
  params = {},
  disabled = false,
  disabledReason = NOTHING_TO_EXPORT,
  label = 'Export',
  ariaLabels,
}: Props) {
  const reason = disabled && disabledReason;
  return (
    <>
      <DisabledReason reason={reason}>
        <Button
          icon={<DownloadOutlined />}
          disabled={disabled}
          aria-label={ariaLabels?.csv}
          onClick={() => downloadFrom(reportExportUrl(report, 'csv', params))}
        >
          {label}
        </Button>
      </DisabledReason>
      <DisabledReason reason={reason}>
        <Button
          disabled={disabled}
          aria-label={ariaLabels?.xlsx}
          onClick={() => downloadFrom(reportExportUrl(report, 'xlsx', params))}
        >
          Export XLSX
        </Button>
      </DisabledReason>
    </>
  );
}
