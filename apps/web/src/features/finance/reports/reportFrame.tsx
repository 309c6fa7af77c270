import { Typography } from 'antd';
import type { TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';
import { QueryError } from '../../../ui/QueryState.tsx';
import { STICKY_FIRST } from '../../../ui/table/phoneCards.ts';
import './finance-reports.css';

export const LOAD_ERROR = 'The report could not be loaded.';

interface Props {
  title: string;
  /** One line under the title saying what the report holds. */
  subtitle: ReactNode;
  /** Pickers, filters and the Export button. */
  toolbar: ReactNode;
  /** The load failed: an error panel with Retry replaces the table (F-014). */
  error: { message: string } | undefined;
  onRetry(): void;
  /** Accessible name of the scrollable table region. */
  label: string;
  children: ReactNode;
}

/** The frame of a finance report: title, toolbar, then the table or the error panel with Retry. */
export function ReportFrame({ title, subtitle, toolbar, error, onRetry, label, children }: Props) {
  return (
    <div className="finance-report">
      <Typography.Title level={1} className="finance-report__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="finance-report__subtitle">
        {subtitle}
      </Typography.Paragraph>
      <div className="finance-report__toolbar">{toolbar}</div>
      {error ? (
        <QueryError title={LOAD_ERROR} error={error} onRetry={onRetry} />
      ) : (
        // A wide table scrolls sideways in its region; the region takes focus so keyboards can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className={`finance-report__grid ${STICKY_FIRST}`} aria-label={label} tabIndex={0}>
          {children}
        </section>
      )}
    </div>
  );
}

/** Pagination of the report tables: 50 rows a page, more on demand, none when one page holds all. */
export const REPORT_PAGINATION: TablePaginationConfig = {
  defaultPageSize: 50,
  pageSizeOptions: [50, 100, 200, 500],
  showSizeChanger: true,
  hideOnSinglePage: true,
  showTotal: (total: number) => `${total} ${total === 1 ? 'row' : 'rows'}`,
};
