/** Saves a file the browser way: a Blob behind a temporary link. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadText(fileName: string, text: string, type: string) {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

/**
 * Downloads what the server streams at `url` (an export endpoint, with the session cookie): a plain link, so
 * the browser writes the file to disk as it arrives and the page never holds it.
 */
export function downloadUrl(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
