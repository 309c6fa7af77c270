import { isTimesheetStatus, statusBadgeColor, type TimesheetStatus } from '@tally/domain/timesheets/status';

/** The status as the domain knows it; legacy 'Submitted' reads as Submitted-Pending (Gap 2), unknown as null. */
export function toStatus(raw: string | null | undefined): TimesheetStatus | null {
  if (raw === 'Submitted') return 'Submitted-Pending';
  return raw && isTimesheetStatus(raw) ? raw : null;
}

const TAG_COLORS = { yellow: 'gold', red: 'red', green: 'green', grey: 'default' } as const;

/** antd Tag colour of a status badge (T-073: Submitted-Pending yellow, Declined red, Approved green, else grey). */
export function statusTagColor(raw: string): string {
  const status = toStatus(raw);
  return TAG_COLORS[status ? statusBadgeColor(status) : 'grey'];
}
