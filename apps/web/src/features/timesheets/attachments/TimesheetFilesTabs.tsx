import { lazy, Suspense } from 'react';
import { useTimesheetSettings } from '../shared/settings.ts';
import type { TimesheetViewProps } from '../shared/view-props.ts';

/** Below the grid, so loaded after it: the week route's first chunk stays small. */
const FilesTabs = lazy(() => import('./FilesTabs.tsx'));

/**
 * The Attachments and Expenses tabs under the weekly timesheet (T-062..T-072): shown when configuration
 * timesheet-attachments is on (the week page renders it only for an existing sheet).
 */
export function TimesheetFilesTabs(props: TimesheetViewProps) {
  const settings = useTimesheetSettings();
  if (settings.loading || !settings.attachments) return null;
  return (
    <Suspense fallback={null}>
      <FilesTabs {...props} />
    </Suspense>
  );
}
