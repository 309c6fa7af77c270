import type { DbOrTx } from '@tally/db';
import { SNIFF_BYTES } from '@tally/domain/projects/documents';
import { type IsoDate, isoToDisplay } from '@tally/domain/shared/dates';
import { attachmentContentError, UPLOAD_EXPIRED } from '@tally/domain/shared/uploads';
import { readBoolean, toConfigurationValues } from '@tally/domain/super-admin/config';
import { bookingRefusal } from '@tally/domain/timesheets/booking';
import {
  type DayEntry,
  dayTotalWith,
  fitsInDay,
  HOURS_MESSAGES,
  MAX_HOURS_PER_DAY,
} from '@tally/domain/timesheets/hours';
import { type ActionDecision, areAttachmentsReadOnly } from '@tally/domain/timesheets/status';
import { isBeforeLegacyCutoff } from '@tally/domain/timesheets/submit';
import type { AppDeps } from '../../deps.ts';
import { apiError, badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import {
  blobStorageOf,
  MAX_UPLOAD_BYTES,
  parseBlobReference,
  UPLOAD_TOO_LARGE,
  UPLOADS_CONTAINER,
} from '../../storage/index.ts';
import { holdPendingUpload } from '../shared/uploads/index.ts';
import { listConfigurationRows } from '../super-admin/index.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import { type BookingTargets, findBookingTargets } from './queries/booking.ts';
import type { TimesheetSettings } from './queries/settings.ts';
import type { SheetRecord } from './records.ts';

/**
 * The checks a change of a sheet's content passes before anything is written: the status rule's decision, the
 * day booked, the cell's version, the attachments' switch and state and the file recorded. Each throws the
 * GraphQL error the client shows. Who may change the sheet at all is access.ts.
 */

/** CONFLICT with the status rule's reason when it refuses the action. */
export function assertAllowed(decision: ActionDecision): void {
  if (!decision.allowed) throw conflict(decision.reason);
}

export interface DayBooking {
  projectId: string;
  deliverableId: string;
  date: IsoDate;
  hours: number;
  startTime: number | null;
}

/** The day must be in the sheet's week and after the legacy cut-off; the owner must be able to book it. */
export async function assertMayBook(
  db: DbOrTx,
  sheet: SheetRecord,
  settings: TimesheetSettings,
  day: DayBooking,
) {
  assertDayOfSheet(sheet, settings, day);
  const targets = await findBookingTargets(db, {
    userId: sheet.userId,
    projectIds: [day.projectId],
    deliverableIds: [day.deliverableId],
  });
  assertBookable(targets, day);
}

export function assertDayOfSheet(sheet: SheetRecord, settings: TimesheetSettings, day: DayBooking): void {
  if (day.date < sheet.startDate || day.date > sheet.endDate) {
    throw badUserInput({ date: TIMESHEET_MESSAGES.dateOutsideWeek });
  }
  if (settings.legacyCutoff && isBeforeLegacyCutoff(day.date, settings.legacyCutoff)) {
    throw badUserInput({ date: settings.legacyCutoff.message });
  }
  if (day.startTime !== null && day.hours > 0 && !fitsInDay(day.startTime, day.hours)) {
    throw badUserInput({ startTime: TIMESHEET_MESSAGES.startTime });
  }
}

/** A day holds at most 24 hours over all lines of the sheet (issue 13), checked on every save. */
export function assertDayTotal(entries: readonly DayEntry[], change: DayEntry): void {
  const total = dayTotalWith(entries, change);
  if (total > MAX_HOURS_PER_DAY) {
    throw badUserInput({ hours: HOURS_MESSAGES.dayTotal(total, isoToDisplay(change.date)) });
  }
}

/** The owner's booking targets (their project, deliverable and resource rows) must accept time on the day. */
export function assertBookable(targets: BookingTargets, day: DayBooking): void {
  const project = targets.projects.get(day.projectId);
  const deliverable = targets.deliverables.get(day.deliverableId);
  if (!project) throw notFound('Project');
  if (!deliverable) throw notFound('Deliverable');
  const resources = targets.resources.get(project.id) ?? [];
  const refusal = bookingRefusal({ project, deliverable, resources }, day.date, day.date);
  if (refusal) throw badUserInput({ [refusal.field]: refusal.message });
}

/**
 * An edit carries the version of the cell it was made on (optional: without one the edit applies as today); a
 * cell changed meanwhile answers CONFLICT naming the cell, with its current hours and version, so the person
 * chooses (issue 18).
 */
export function assertCellVersion(
  expected: string | null | undefined,
  cell: { lineItemId: string | null; date: IsoDate; hours: number; version: string },
): void {
  if (expected == null || expected === cell.version) return;
  throw apiError('CONFLICT', TIMESHEET_MESSAGES.staleCell(isoToDisplay(cell.date)), {
    cell: { lineItemId: cell.lineItemId, date: cell.date, hours: cell.hours, version: cell.version },
  });
}

/** Blobs of a timesheet live under uploads/{timesheetId}/, so a sheet can only record its own uploads. */
export const timesheetBlobPrefix = (timesheetId: string) => `${timesheetId}/`;

/**
 * Before a file URL is recorded on a sheet (timesheetAttachment, timesheetExpenses): a `storage://` reference
 * must name an uploaded blob of this sheet under 20 MB, a document, image, PDF or spreadsheet by name and by
 * its first bytes (a refused blob is deleted); the upload is held so the clean-up job cannot delete it meanwhile,
 * and one the job already gave up is refused as expired. Other URLs (links recorded before uploads went through the API)
 * pass unchanged.
 */
export async function assertRecordableFile(
  deps: Pick<AppDeps, 'config' | 'clock' | 'db'>,
  timesheetId: string,
  url: string | null,
): Promise<void> {
  if (!url) return;
  const reference = parseBlobReference(url);
  if (!reference) {
    if (url.startsWith('storage:')) throw badUserInput({ url: 'Unknown file.' });
    return;
  }
  const { container, key } = reference;
  if (container !== UPLOADS_CONTAINER || !key.startsWith(timesheetBlobPrefix(timesheetId))) {
    throw badUserInput({ url: 'This file was not uploaded to this timesheet.' });
  }
  const { wasPending } = await holdPendingUpload(deps, container, key);
  const storage = blobStorageOf(deps);
  const info = await storage.stat(container, key);
  if (!info) throw badUserInput({ url: wasPending ? 'The file has not been uploaded.' : UPLOAD_EXPIRED });
  if (info.size > MAX_UPLOAD_BYTES) {
    await storage.delete(container, key);
    throw badUserInput({ url: UPLOAD_TOO_LARGE });
  }
  const problem = attachmentContentError(
    key,
    (await storage.readStart(container, key, SNIFF_BYTES)) ?? new Uint8Array(),
  );
  if (problem) {
    await storage.delete(container, key);
    throw badUserInput({ url: problem });
  }
}

/** Attachments and expenses (T-062..T-071) need the timesheet-attachments switch on. */
export async function assertAttachmentsOn(deps: Pick<AppDeps, 'db'>): Promise<void> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  if (!readBoolean(values, 'timesheet-attachments')) throw conflict(TIMESHEET_MESSAGES.attachmentsOff);
}

/** Attachments and expenses are read-only at Submitted-Pending or Approved. */
export function assertAttachmentsWritable(sheet: SheetRecord): void {
  if (areAttachmentsReadOnly(sheet.status)) throw conflict(TIMESHEET_MESSAGES.attachmentsReadOnly);
}
