import { areAttachmentsReadOnly, canDeleteAttachment, type TimesheetStatus } from '@tally/domain/status';
import { Tabs } from 'antd';
import type { TimesheetViewProps } from '../shared/view-props.ts';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';
import { ExpensesPanel } from './ExpensesPanel.tsx';
import './files.css';

/** The two tabs; read-only while Submitted-Pending or Approved, and whenever the sheet itself is read-only. */
export default function FilesTabs({ timesheet, readOnly, onChanged }: TimesheetViewProps) {
  const status = timesheet.status as TimesheetStatus;
  const locked = readOnly || areAttachmentsReadOnly(status);

  return (
    <section className="files-tabs" aria-label="Attachments and expenses">
      <Tabs
        items={[
          {
            key: 'attachments',
            label: 'Attachments',
            children: (
              <AttachmentsPanel
                timesheet={timesheet}
                readOnly={locked}
                canDelete={canDeleteAttachment(status)}
                onChanged={onChanged}
              />
            ),
          },
          {
            key: 'expenses',
            label: 'Expenses',
            children: <ExpensesPanel timesheet={timesheet} readOnly={locked} onChanged={onChanged} />,
          },
        ]}
      />
    </section>
  );
}
