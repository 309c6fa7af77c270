import { useCallback, useState } from 'react';
import type { Timesheet } from '../shared/view-props.ts';

const storageKey = (timesheetId: string) => `tally.timesheet-activity-seen.${timesheetId}`;

/** The latest decline of the sheet: opening the drawer after it stops the shaking, a newer decline restarts it. */
function latestDecline(timesheet: Timesheet): string {
  const declines = timesheet.timeline.filter((event) => event.type === 'Declined').map((event) => event.date);
  return declines.sort().at(-1) ?? 'declined';
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether the activity button shakes: status Declined and the drawer not opened since (T-059). */
export function useActivitySeen(timesheet: Timesheet | null | undefined) {
  const [, rerender] = useState(0);
  const decline = timesheet ? latestDecline(timesheet) : '';
  const shake = !!timesheet && timesheet.status === 'Declined' && read(storageKey(timesheet._id)) !== decline;

  const markSeen = useCallback(() => {
    if (!timesheet || timesheet.status !== 'Declined') return;
    try {
      localStorage.setItem(storageKey(timesheet._id), decline);
    } catch {
      // Private mode without storage: the button simply keeps shaking until reload.
    }
    rerender((n) => n + 1);
  }, [timesheet, decline]);

  return { shake, markSeen };
}
