/** Progress of an upload, 0-100. */
export type ProgressListener = (percent: number) => void;

function errorOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Azure answers XML; fall through to the generic message.
  }
  return 'The file could not be uploaded.';
}

/**
 * PUTs the file straight to its signed URL (the API's own or the blob service's) with XMLHttpRequest, the
 * only browser API that reports upload progress.
 */
export function putFile(
  url: string,
  file: Blob,
  headers: readonly { name: string; value: string }[],
  onProgress: ProgressListener,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const header of headers) xhr.setRequestHeader(header.name, header.value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new Error(errorOf(xhr)));
    };
    xhr.onerror = () => reject(new Error('The file could not be uploaded.'));
    xhr.send(file);
  });
}
