import { lazy, Suspense } from 'react';
import { useTimesheetSettings } from '../shared/settings.ts';
import type { TimesheetViewProps } from '../shared/view-props.ts';

/** Below the grid, so loaded after it: the week route's first chunk stays small. */
const FilesTabs = lazy(() => import('./FilesTabs.tsx'));

/**
 * The Attachments and Expenses tabs under the weekly timesheet (T-062..T-072; the week page renders them only
 * for an existing sheet). Expenses are always there; the Attachments panel only while configuration
 * timesheet-attachments is on.
 */
export function TimesheetFilesTabs(props: TimesheetViewProps) {
  const settings = useTimesheetSettings();
  if (settings.loading) return null;
  return (
    <Suspense fallback={null}>
      <FilesTabs {...props} attachments={settings.attachments} />
    </Suspense>
  );
}
