/**
 * The admin tools of /admin/settings beside Timesheet Settings (D-060..D-062): the snapshots updater, the
 * e-mail statistics recipients and the reminder e-mail schedule.
 */
import { INVALID_EMAIL_MESSAGE, isEmailAddress, normalizeEmail } from '../auth/auth-rules.ts';

/** D-061: how many timesheets one run refreshes unless told otherwise, and the most it may. */
export const SNAPSHOT_DEFAULT_LIMIT = 10;
export const SNAPSHOT_MAX_LIMIT = 100;
/** D-062: one timesheet's snapshot is refreshed at most once in this many minutes. */
export const SNAPSHOT_INTERVAL_MINUTES = 30;
/** The timeline event a refresh leaves on the sheet (and the 30-minute rule reads). */
export const SNAPSHOT_EVENT = 'Snapshot Updated';

export function validateSnapshotLimit(limit: number): string | null {
  if (!Number.isInteger(limit)) return 'Limit must be a whole number';
  if (limit < 1 || limit > SNAPSHOT_MAX_LIMIT) return `Limit must be between 1 and ${SNAPSHOT_MAX_LIMIT}`;
  return null;
}

/** When a snapshot refreshed at `lastUpdated` may be refreshed again. */
export function nextSnapshotUpdate(lastUpdated: Date): Date {
  return new Date(lastUpdated.getTime() + SNAPSHOT_INTERVAL_MINUTES * 60_000);
}

export const MAX_STATS_RECIPIENTS = 50;

/**
 * The recipients of the e-mail statistics: trimmed, lower-cased, duplicates and blanks dropped; an error names
 * the first address that is not one.
 */
export function parseStatsRecipients(
  emails: readonly string[],
): { emails: string[]; error: null } | { emails: null; error: string } {
  const seen = new Set<string>();
  for (const raw of emails) {
    if (raw.trim() === '') continue;
    if (!isEmailAddress(raw)) return { emails: null, error: `${INVALID_EMAIL_MESSAGE}: ${raw.trim()}` };
    seen.add(normalizeEmail(raw));
  }
  if (seen.size > MAX_STATS_RECIPIENTS) {
    return { emails: null, error: `At most ${MAX_STATS_RECIPIENTS} recipients` };
  }
  return { emails: [...seen].sort(), error: null };
}

/** Schedules offered by the reminder form; a custom expression needs its own description. */
export const REMINDER_SCHEDULE_PRESETS = [
  { cronExpression: '0 9 * * 1', cronDescription: 'Every Monday at 09:00' },
  { cronExpression: '0 8 * * 1', cronDescription: 'Every Monday at 08:00' },
  { cronExpression: '0 16 * * 5', cronDescription: 'Every Friday at 16:00' },
  { cronExpression: '0 9 * * 1-5', cronDescription: 'Every weekday at 09:00' },
  { cronExpression: '0 9 * * 1,3', cronDescription: 'Mondays and Wednesdays at 09:00' },
] as const;

export const CRON_DESCRIPTION_MAX = 120;

/** A first check of the shape (five fields); the server also parses it with its scheduler. */
export function validateCronShape(expression: string): string | null {
  const text = expression.trim();
  if (text === '') return 'A cron expression is required';
  if (text.split(/\s+/).length !== 5)
    return 'Value must be a cron expression (minute hour day month weekday)';
  return null;
}

export function validateCronDescription(description: string): string | null {
  const text = description.trim();
  if (text === '') return 'A description is required';
  if (text.length > CRON_DESCRIPTION_MAX) return `At most ${CRON_DESCRIPTION_MAX} characters`;
  return null;
}
