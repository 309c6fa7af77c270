import { DownloadOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { NOTHING_TO_EXPORT } from '../../../ui/ExportButtons.tsx';
import { downloadUrl } from './download.ts';
import './export-menu.css';

export type ExportFormat = 'csv' | 'xlsx';

/** How long the button says it is working after a download was started: the server's first bytes take a moment. */
export const EXPORT_WORKING_MS = 4000;

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

interface Props {
  label: string;
  /** The endpoint of a format (GET, session cookie). */
  urlOf(format: ExportFormat): string;
  disabled?: boolean;
  primary?: boolean;
}

/**
 * Export as CSV or XLSX from a server endpoint (issue #12): a menu opened by click, Enter or Space (arrow keys
 * move, Escape closes); the choice downloads through a plain link and the button shows it is working.
 */
export function ExportMenu({ label, urlOf, disabled, primary }: Props) {
  const [working, setWorking] = useState<ExportFormat | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = (format: ExportFormat) => {
    setWorking(format);
    downloadUrl(urlOf(format));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setWorking(null), EXPORT_WORKING_MS);
  };

  return (
    <span className="export-menu">
      <Dropdown
        trigger={['click']}
        disabled={disabled}
        autoFocus
        menu={{
          items: (Object.keys(LABELS) as ExportFormat[]).map((format) => ({
            key: format,
            label: LABELS[format],
          })),
          onClick: ({ key }) => start(key as ExportFormat),
        }}
      >
        <DisabledReason reason={disabled && NOTHING_TO_EXPORT}>
          <Button
            type={primary ? 'primary' : 'default'}
            icon={working ? <LoadingOutlined aria-hidden /> : <DownloadOutlined aria-hidden />}
            disabled={disabled}
            aria-haspopup="menu"
            aria-busy={working !== null}
          >
            {label} <DownOutlined aria-hidden />
          </Button>
        </DisabledReason>
      </Dropdown>
      <span className="export-menu__status" aria-live="polite">
        {working ? `Preparing the ${LABELS[working]} file…` : ''}
      </span>
    </span>
  );
}
