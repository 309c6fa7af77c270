import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ERROR_TOAST_SECONDS } from '../lines/messages.ts';
import type { TimesheetViewProps } from '../shared/view-props.ts';
import type { ImportRow } from './drafts.ts';
import { useEventSources } from './useEventSources.ts';
import { useImportRows } from './useImportRows.ts';
import './calendar-import.css';
import { useAppApi } from '../../../app/popups/appApi.ts';

/** The dialog (form, table, selects) loads when the button is pressed, not with the week route. */
const ImportDialog = lazy(() =>
  import('./ImportDialog.tsx').then((module) => ({ default: module.ImportDialog })),
);

export const IMPORT_SUCCEEDED = 'Successfully imported Outlook events';
export const IMPORT_FAILED = 'Failed to import Outlook events';

type Props = Pick<TimesheetViewProps, 'timesheet' | 'weekDates' | 'onChanged'> & {
  /** Open the dialog at once: the button was pressed while this module was loading. */
  defaultOpen?: boolean;
  onClosed?(): void;
};

/** The week page's import button (T-090): shown by the page when calendar-outlook-import is on. */
export function CalendarImportButton({
  timesheet,
  weekDates,
  onChanged,
  defaultOpen = false,
  onClosed,
}: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const { message: notify } = useAppApi();
  const sources = useEventSources(weekDates);
  const importRows = useImportRows(timesheet, onChanged);

  const onImport = async (rows: ImportRow[]) => {
    try {
      await importRows(rows);
      void notify.success(IMPORT_SUCCEEDED);
      return true;
    } catch {
      void notify.error({ content: IMPORT_FAILED, duration: ERROR_TOAST_SECONDS });
      return false;
    }
  };

  return (
    <div className="tally-import-bar">
      <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Import calendar events
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog
            open
            timesheet={timesheet}
            weekDates={weekDates}
            sources={sources}
            onImport={onImport}
            onClose={() => {
              setOpen(false);
              onClosed?.();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
