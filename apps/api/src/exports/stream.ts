import type { ServerResponse } from 'node:http';
import type { HttpRequest } from '../http/request.ts';
import type { ExportColumn } from './columns.ts';
import { csvHeader, csvLines } from './csv-writer.ts';
import type { ExportFormat } from './format.ts';
import { XlsxSheetWriter } from './xlsx-writer.ts';

export interface StreamExportOptions<Row> {
  /** The file name without its extension. */
  fileName: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  /** The rows, a chunk at a time (e.g. `readInChunks`). */
  rows: AsyncIterable<readonly Row[]>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Resolves once the response's buffer has room again (or the response is gone). */
export function drained(res: ServerResponse): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** How long an export may run before it lets other requests' I/O through (ms). */
const TURN_MS = 5;

/**
 * Yields to the event loop once `TURN_MS` have passed since `since`: rows read through COPY arrive without a
 * round trip, so an export could otherwise write chunk after chunk in one turn while other requests wait.
 * Returns when the turn started.
 */
async function yieldAfterTurn(since: number): Promise<number> {
  if (performance.now() - since < TURN_MS) return since;
  await new Promise((resolve) => setImmediate(resolve));
  return performance.now();
}

const goneSignals = new WeakMap<ServerResponse, AbortSignal>();

/**
 * Aborts when the client goes away before the response ends (the response's 'close': the request's fires once
 * a GET's empty body is read). One signal per response: the rows' cursor cancels its statement with it.
 */
export function clientGone(res: ServerResponse): AbortSignal {
  let signal = goneSignals.get(res);
  if (!signal) {
    const controller = new AbortController();
    signal = controller.signal;
    goneSignals.set(res, signal);
    if (res.destroyed && !res.writableFinished) controller.abort();
    else
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
      });
  }
  return signal;
}

/** A header value for the file name: plain ASCII quoted, with the RFC 5987 form for anything else. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams an export: reads the first chunk (so a failure there is still a clean 500), sends the headers, then
 * writes chunk after chunk, waiting for the socket when its buffer is full (backpressure), so a file is never
 * held whole. When the client goes away the rows are no longer read (their iterator is returned, which closes
 * a cursor). A failure after the headers cuts the response, so the browser reports a failed download rather
 * than saving a short file.
 */
export async function streamExport<Row>(http: HttpRequest, options: StreamExportOptions<Row>): Promise<void> {
  const { res } = http;
  const { columns, format } = options;
  const signal = clientGone(res);
  let gone = signal.aborted;
  signal.addEventListener('abort', () => {
    gone = true;
  });
  const rows = options.rows[Symbol.asyncIterator]();
  const first = await rows.next();
  if (gone) {
    await rows.return?.();
    return;
  }
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[format],
    'content-disposition': disposition(`${options.fileName}.${format}`),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  const xlsx = format === 'xlsx' ? new XlsxSheetWriter<Row>(res, columns) : null;
  if (!xlsx) res.write(csvHeader(columns as readonly ExportColumn<never>[]));
  try {
    let chunk = first;
    let turn = performance.now();
    while (!chunk.done && !gone) {
      if (xlsx) {
        // Resolves once the zip has room: the zip itself waits for the socket.
        await xlsx.addRows(chunk.value);
      } else {
        res.write(csvLines(columns, chunk.value));
      }
      await drained(res);
      turn = await yieldAfterTurn(turn);
      if (gone) break;
      chunk = await rows.next();
    }
    if (gone) {
      await rows.return?.();
      return;
    }
    if (xlsx) await xlsx.finish();
    else res.end();
  } catch (error) {
    console.error(`export ${options.fileName} failed while streaming`, error);
    await rows.return?.().catch(() => {});
    res.destroy();
  }
}
