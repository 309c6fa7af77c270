import { LOCKED_TIMESHEET_MESSAGE } from '@tally/domain/timesheets/status';
import {
  HIGH_HOURS_WARNING_ABOVE,
  isBeforeLegacyCutoff,
  SUBMIT_MESSAGES,
} from '@tally/domain/timesheets/submit';
import { Alert } from 'antd';
import type { TimesheetSettings } from '../shared/settings.ts';
import type { Timesheet } from '../shared/view-props.ts';

interface Props {
  weekEnd: string;
  settings: TimesheetSettings;
  timesheet: Timesheet | null | undefined;
  error: string | null;
  onDismissError(): void;
}

/**
 * Page-level notices: legacy cut-off (T-009), a locked sheet (T-086), global lock (T-088), over 40 hours (T-038),
 * action errors.
 */
export function WeekBanners({ weekEnd, settings, timesheet, error, onDismissError }: Props) {
  const cutoff = settings.legacyCutoff;
  return (
    <div className="week-banners">
      {cutoff && isBeforeLegacyCutoff(weekEnd, cutoff) ? (
        <Alert type="info" showIcon title={cutoff.message} />
      ) : null}
      {timesheet?.isLocked ? <Alert type="info" showIcon title={LOCKED_TIMESHEET_MESSAGE} /> : null}
      {settings.lockEditing ? (
        <Alert
          type="info"
          showIcon
          title="Timesheet editing is locked while the accounting integration is enabled."
        />
      ) : null}
      {timesheet && timesheet.totalHours > HIGH_HOURS_WARNING_ABOVE ? (
        <Alert type="warning" showIcon title={SUBMIT_MESSAGES.over40(timesheet.totalHours)} />
      ) : null}
      {error ? (
        <Alert type="error" showIcon role="alert" title={error} closable={{ onClose: onDismissError }} />
      ) : null}
    </div>
  );
}
