export interface ExportProgress {
  bytes: number;
  /** Data rows received so far (lines after the header). */
  rows: number;
}

export interface ExportResult {
  fileName: string;
  blob: Blob;
  rows: number;
}

/** The file name of a content-disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a streamed CSV, reporting bytes and rows as they arrive (M-112). Throws an Error with the server's
 * message when it refuses the request.
 */
export async function downloadStreamedCsv(
  url: string,
  fallbackName: string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<ExportResult> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `The export failed (${response.status}).`);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const chunks: BlobPart[] = [];
  let bytes = 0;
  let lines = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines += 1;
      onProgress({ bytes, rows: Math.max(0, lines - 1) });
    }
  } else {
    const text = await response.text();
    chunks.push(text);
    bytes = text.length;
    lines = text.split('\n').length - 1;
    onProgress({ bytes, rows: Math.max(0, lines - 1) });
  }
  return {
    fileName,
    blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }),
    rows: Math.max(0, lines - 1),
  };
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
