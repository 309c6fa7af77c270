import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';

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

interface Props {
  /** The report's name under /api/reports. */
  report: string;
  /** The screen's query parameters. */
  params?: Record<string, string>;
  /** Off while the report loads and when it has no rows (F-014). */
  disabled?: boolean;
  /** The CSV button's text (the screen's own Export label). */
  label?: string;
}

/** The screen's Export button (CSV, as before) and 'Export XLSX' beside it, both downloading from the server. */
export function ExportButtons({ report, params = {}, disabled = false, label = 'Export' }: Props) {
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        disabled={disabled}
        onClick={() => downloadFrom(reportExportUrl(report, 'csv', params))}
      >
        {label}
      </Button>
      <Button disabled={disabled} onClick={() => downloadFrom(reportExportUrl(report, 'xlsx', params))}>
        Export XLSX
      </Button>
    </>
  );
}
