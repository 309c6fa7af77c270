import { mayEditTimesheetOf } from '@tally/domain/policies/timesheets';
import { ATTACHMENT_TYPE_ERROR, isAttachmentName } from '@tally/domain/shared/uploads';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, forbidden, notFound } from '../../../graphql/errors.ts';
import {
  blobReference,
  MAX_UPLOAD_BYTES,
  type SignedUpload,
  timestampedName,
  UPLOAD_TOO_LARGE,
  UPLOADS_CONTAINER,
} from '../../../storage/index.ts';
import { signPendingUpload } from '../../shared/uploads/index.ts';
import { assertAttachmentsOn, assertAttachmentsWritable, timesheetBlobPrefix } from '../guards.ts';
import { findSheetsByIds } from '../queries/sheets.ts';

export interface TimesheetUploadInput {
  timeSheetId: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * A signed URL for the browser to upload one file of a sheet straight to blob storage (T-065, T-066):
 * owner, finance or admin; flag timesheet-attachments on; not while Submitted-Pending or Approved; under 20 MB;
 * a document, image, PDF or spreadsheet by name (its content is checked when it is recorded).
 */
export async function createTimesheetUploadUrl(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  viewer: Viewer,
  input: TimesheetUploadInput,
): Promise<SignedUpload> {
  const [sheet] = await findSheetsByIds(deps.db, [input.timeSheetId]);
  if (!sheet) throw notFound('Timesheet');
  if (!mayEditTimesheetOf(viewer, sheet.userId)) throw forbidden();
  await assertAttachmentsOn(deps);
  assertAttachmentsWritable(sheet);
  if (!isAttachmentName(input.fileName)) throw badUserInput({ fileName: ATTACHMENT_TYPE_ERROR });
  if (input.size > MAX_UPLOAD_BYTES) throw badUserInput({ size: UPLOAD_TOO_LARGE });

  const key = timesheetBlobPrefix(sheet.id) + timestampedName(input.fileName, deps.clock());
  const target = await signPendingUpload(deps, UPLOADS_CONTAINER, key, {
    contentType: input.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
    declaredSize: input.size,
  });
  return {
    uploadUrl: target.url,
    blobKey: target.key,
    url: blobReference(UPLOADS_CONTAINER, target.key),
    headers: Object.entries(target.headers).map(([name, value]) => ({ name, value })),
    expiresAt: target.expiresAt,
  };
}
