/** Spec §5 and §9: timesheet attachments and expense receipts are under 20 MB, checked in the browser and the API. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'Image must smaller than 20MB!';

/** The spec's message when a file is too large, or null when it fits. */
export function uploadSizeError(bytes: number): string | null {
  return bytes > MAX_UPLOAD_BYTES ? UPLOAD_TOO_LARGE : null;
}
