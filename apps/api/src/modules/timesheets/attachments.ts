import { SNIFF_BYTES } from '@tally/domain/projects/documents';
import { attachmentContentError, UPLOAD_EXPIRED } from '@tally/domain/shared/uploads';
import { readBoolean, toConfigurationValues } from '@tally/domain/super-admin/config';
import { areAttachmentsReadOnly } from '@tally/domain/timesheets/status';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict } from '../../graphql/errors.ts';
import {
  blobStorageOf,
  MAX_UPLOAD_BYTES,
  parseBlobReference,
  UPLOAD_TOO_LARGE,
  UPLOADS_CONTAINER,
} from '../../storage/index.ts';
import { holdPendingUpload } from '../shared/uploads/index.ts';
import { listConfigurationRows } from '../super-admin/configurations/configurations.queries.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import type { SheetRecord } from './records.ts';

/** The rules of a sheet's attachments and expenses and of the files they record (T-062..T-071). */

type Deps = Pick<AppDeps, 'config' | 'clock'>;

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
  deps: Deps & Pick<AppDeps, 'db'>,
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

/** What readers receive for a stored file URL: a short-lived signed URL for uploaded blobs. */
export async function readableFileUrl(deps: Deps, url: string | null): Promise<string | null> {
  if (!url) return url;
  const reference = parseBlobReference(url);
  if (!reference) return url;
  return blobStorageOf(deps).createDownloadUrl(reference.container, reference.key);
}

/**
 * Deletes the stored blobs behind removed attachments or expenses of a sheet, once the removal has committed.
 * Only this sheet's own uploads are touched; a failure is logged and leaves an orphan for the cleanup job
 * rather than undoing what the user asked.
 */
export async function deleteSheetBlobs(
  deps: Pick<AppDeps, 'config' | 'clock' | 'logger'>,
  timesheetId: string,
  urls: readonly (string | null)[],
): Promise<void> {
  const storage = blobStorageOf(deps);
  for (const url of urls) {
    const reference = url ? parseBlobReference(url) : null;
    if (!reference || reference.container !== UPLOADS_CONTAINER) continue;
    if (!reference.key.startsWith(timesheetBlobPrefix(timesheetId))) continue;
    await storage.delete(reference.container, reference.key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: reference.key }, 'could not delete the blob of a removed file');
    });
  }
}

/** Attachments and expenses (T-062..T-071): owner, finance or admin; read-only at Submitted-Pending or Approved. */
export async function assertAttachmentsOn(deps: Pick<AppDeps, 'db'>): Promise<void> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  if (!readBoolean(values, 'timesheet-attachments')) throw conflict(TIMESHEET_MESSAGES.attachmentsOff);
}

export function assertWritable(sheet: SheetRecord): void {
  if (areAttachmentsReadOnly(sheet.status)) throw conflict(TIMESHEET_MESSAGES.attachmentsReadOnly);
}
