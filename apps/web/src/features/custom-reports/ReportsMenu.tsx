import { DownOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { type ReportStatus, type SavedReport, sortReports } from '@tally/domain/custom-reports/saved-reports';
import { isoDateOf, isoToDisplay } from '@tally/domain/shared/dates';
import { Badge, Button, Divider, Popover, Space } from 'antd';
import { useState } from 'react';

interface Props {
  reports: readonly SavedReport[];
  loaded: SavedReport | null;
  status: ReportStatus;
  onLoad(report: SavedReport): void;
  onRename(report: SavedReport): void;
  onDelete(report: SavedReport): void;
  onSaveNew(): void;
  onSaveChanges(): void;
  onDiscard(): void;
}

const updatedText = (report: SavedReport) => {
  const moment = new Date(report.updatedAt);
  return Number.isNaN(moment.getTime()) ? '' : `Updated ${isoToDisplay(isoDateOf(moment))}`;
};

/**
 * The Reports dropdown (F-053, F-056): saved reports newest first, each with Load Report, Rename and Delete;
 * 'Save Current View as New'; and while a loaded report has unsaved changes, 'Save Changes to {name}',
 * 'Save as New Report' and 'Discard Changes', with an orange dot on the button.
 */
export function ReportsMenu(props: Props) {
  const { loaded, status } = props;
  const reports = sortReports(props.reports);
  const [open, setOpen] = useState(false);
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const modified = status === 'modified' && loaded !== null;

  const content = (
    <div className="custom-report__reports">
      {modified ? (
        <Space orientation="vertical" className="custom-report__report-actions">
          <Button type="primary" block onClick={act(props.onSaveChanges)}>
            {`Save Changes to ${loaded.name}`}
          </Button>
          <Button block onClick={act(props.onSaveNew)}>
            Save as New Report
          </Button>
          <Button block onClick={act(props.onDiscard)}>
            Discard Changes
          </Button>
        </Space>
      ) : (
        <Button type="primary" block onClick={act(props.onSaveNew)}>
          Save Current View as New
        </Button>
      )}
      <Divider className="custom-report__divider" />
      {reports.length === 0 ? (
        <p className="custom-report__none">No saved reports yet</p>
      ) : (
        <ul className="custom-report__report-list" aria-label="Saved reports">
          {reports.map((report) => (
            <li key={report.id} aria-current={loaded?.id === report.id ? 'true' : undefined}>
              <div className="custom-report__report-name">
                <strong>{report.name}</strong>
                <span>{loaded?.id === report.id ? 'Loaded' : updatedText(report)}</span>
              </div>
              <Space size={4}>
                <Button
                  size="small"
                  aria-label={`Load Report ${report.name}`}
                  onClick={act(() => props.onLoad(report))}
                >
                  Load Report
                </Button>
                <Button
                  size="small"
                  aria-label={`Rename ${report.name}`}
                  onClick={act(() => props.onRename(report))}
                >
                  Rename
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`Delete ${report.name}`}
                  onClick={act(() => props.onDelete(report))}
                >
                  Delete
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content}>
      <Badge dot={modified} color="orange" offset={[-4, 4]}>
        <Button
          icon={<FolderOpenOutlined aria-hidden />}
          aria-label={modified ? 'Reports (unsaved changes)' : 'Reports'}
        >
          Reports <DownOutlined aria-hidden />
        </Button>
      </Badge>
    </Popover>
  );
}
