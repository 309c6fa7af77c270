import {
  areAttachmentsReadOnly,
  canDeleteAttachment,
  type TimesheetStatus,
} from '@tally/domain/timesheets/status';
import { lazy, Suspense } from 'react';
import type { TimesheetViewProps } from '../shared/view-props.ts';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';
import { FilesTabStrip } from './FilesTabStrip.tsx';
import './files.css';

/** The Expenses panel (its form's number input) loads when the pointer or focus reaches its tab. */
const loadExpensesPanel = () => import('./ExpensesPanel.tsx');
const ExpensesPanel = lazy(() => loadExpensesPanel().then((module) => ({ default: module.ExpensesPanel })));
/** A failed early load is left to the lazy panel, which shows the route's error if it fails again. */
const prefetchExpensesPanel = () => void loadExpensesPanel().catch(() => undefined);

/**
 * The tabs (Attachments only while `attachments` is on, T-062); read-only while Submitted-Pending or Approved,
 * and whenever the sheet itself is read-only.
 */
export default function FilesTabs({
  timesheet,
  readOnly,
  onChanged,
  attachments,
}: TimesheetViewProps & { attachments: boolean }) {
  const status = timesheet.status as TimesheetStatus;
  const locked = readOnly || areAttachmentsReadOnly(status);

  return (
    <section className="files-tabs" aria-label={attachments ? 'Attachments and expenses' : 'Expenses'}>
      <FilesTabStrip
        tabs={[
          ...(attachments
            ? [
                {
                  key: 'attachments',
                  label: 'Attachments',
                  panel: (
                    <AttachmentsPanel
                      timesheet={timesheet}
                      readOnly={locked}
                      canDelete={canDeleteAttachment(status)}
                      onChanged={onChanged}
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'expenses',
            label: 'Expenses',
            onReach: prefetchExpensesPanel,
            panel: (
              <Suspense fallback={null}>
                <ExpensesPanel timesheet={timesheet} readOnly={locked} onChanged={onChanged} />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
