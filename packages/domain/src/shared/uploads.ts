import {
  acceptAttribute,
  documentContentError,
  fileExtension,
  isAcceptedName,
} from '../projects/documents.ts';

/** Spec §5 and §9: timesheet attachments and expense receipts are under 20 MB, checked in the browser and the API. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'Image must smaller than 20MB!';
/**
 * A file recorded whose upload is no longer pending and whose blob is missing: the clean-up gave the upload up
 * (its blob deleted) or it was never issued or sent. Either way the client uploads again.
 */
export const UPLOAD_EXPIRED = 'The upload has expired or was never completed. Please upload the file again.';

/** The spec's message when a file is too large, or null when it fits. */
export function uploadSizeError(bytes: number): string | null {
  return bytes > MAX_UPLOAD_BYTES ? UPLOAD_TOO_LARGE : null;
}

/** What a timesheet file may be: documents, images, PDFs, spreadsheets and presentations; no archives. */
const ATTACHMENT_EXCLUDED = new Set(['zip', '7z', 'rar', 'svg']);
export const ATTACHMENT_TYPE_ERROR =
  'This file type is not accepted. Attach a document, an image, a PDF or a spreadsheet.';

/** True when a timesheet attachment or receipt of this name is accepted (by its extension). */
export function isAttachmentName(fileName: string): boolean {
  return isAcceptedName(fileName) && !ATTACHMENT_EXCLUDED.has(fileExtension(fileName));
}

/**
 * The server's check of a stored attachment: an accepted name whose first bytes match its type (a renamed
 * executable fails). Null when fine, else the message.
 */
export function attachmentContentError(fileName: string, head: Uint8Array): string | null {
  if (!isAttachmentName(fileName)) return ATTACHMENT_TYPE_ERROR;
  return documentContentError(fileName, head);
}

/** The file input's `accept` attribute for timesheet files. */
export function attachmentAcceptAttribute(): string {
  return acceptAttribute()
    .split(',')
    .filter((entry) => entry === 'image/*' || isAttachmentName(`file${entry}`))
    .join(',');
}

/**
 * How long after its upload URL expires an unrecorded blob is kept: the browser records a file right after
 * uploading it, so a day is far more than any real client needs, and a file recorded later than that is
 * refused by then anyway (its blob is gone).
 */
export const ABANDONED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
