import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Reading an export's rows with `COPY (<statement>) TO STDOUT` on PostgreSQL (issue #12: a year's snapshot CSV
 * within 0.7× of psql's COPY of the same statement). The server streams the rows without waiting for the next
 * FETCH, so its work overlaps this process's; a row arrives as one tab-separated line, which costs far less
 * to read than pg's DataRow (a string per field). Rows come out as pg gives them from the same statement:
 * the same column names and type parsers (drizzle's raw dates), so the files stay byte-identical.
 */

/** The part of a pg Pool this reader uses (drizzle's `$client` on PostgreSQL). */
export interface CopyPool {
  connect(): Promise<pg.PoolClient>;
  query(text: string): Promise<unknown>;
}

/** Parameters written into the text as literals: COPY takes none. pg's escapeLiteral whatever the server's quoting. */
class LiteralDialect extends PgDialect {
  override escapeString(text: string): string {
    return pg.escapeLiteral(text);
  }
}
const dialect = new LiteralDialect();

/** The statement's text with its parameters as literals; only scalar parameters are written so. */
export function inlineStatement(query: SQL): string {
  for (const value of dialect.sqlToQuery(query).params)
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value))
      throw new TypeError(`COPY cannot take a ${typeof value} parameter`);
  return dialect.sqlToQuery(sql`${query}`.inlineParams()).sql;
}

const { builtins } = pg.types;
/** Array type oids pg's `builtins` does not name. */
const ARRAY_OF = {
  numeric: 1231,
  timestamp: 1115,
  timestamptz: 1185,
  interval: 1187,
  date: 1182,
  text: 1009,
  varchar: 1015,
  uuid: 2951,
} as const;

/** The types drizzle's node-postgres session leaves as text (dates, times, intervals, numeric[] and arrays of them). */
const RAW_TYPES = new Set<number>([
  builtins.TIMESTAMPTZ,
  builtins.TIMESTAMP,
  builtins.DATE,
  builtins.INTERVAL,
  ARRAY_OF.numeric,
  ARRAY_OF.timestamp,
  ARRAY_OF.timestamptz,
  ARRAY_OF.interval,
  ARRAY_OF.date,
]);

type Parser = ((text: string) => unknown) | null;

type TypeParsers = Pick<pg.PoolClient, 'getTypeParser'>;

/** pg's parser of a column type as drizzle sets it up; null where the text is the value (text, uuid, enums). */
function parserOf(types: TypeParsers, oid: number): Parser {
  if (RAW_TYPES.has(oid)) return null;
  const parse = types.getTypeParser(oid, 'text') as (text: string) => unknown;
  if (parse === types.getTypeParser(builtins.TEXT, 'text')) return null;
  // A one-dimensional array of plain elements ('{a,b}') is split here; anything quoted goes through pg's parser.
  if (oid === ARRAY_OF.text || oid === ARRAY_OF.varchar || oid === ARRAY_OF.uuid) return textArray(parse);
  return parse;
}

/** The columns of a statement's result (pg's field descriptions) with the parsers of their types. */
export function copyColumns(
  fields: readonly { name: string; dataTypeID: number }[],
  types: TypeParsers,
): CopyColumn[] {
  return fields.map((field) => ({ name: field.name, parse: parserOf(types, field.dataTypeID) }));
}

function textArray(parse: (text: string) => unknown): (text: string) => unknown {
  return (text) => {
    if (text === '{}') return [];
    if (text.includes('"') || text.includes('\\') || text.includes('{', 1) || text.includes('NULL'))
      return parse(text);
    return text.slice(1, -1).split(',');
  };
}

const ESCAPES: Readonly<Record<string, string>> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** A field of COPY's text format without its backslash escapes (COPY TO writes \\, \b \f \n \r \t \v). */
function unescapeField(field: string): string {
  return field.replace(/\\(.)/gs, (_, char: string) => ESCAPES[char] ?? char);
}

export interface CopyColumn {
  name: string;
  parse: Parser;
}

/** A row from its fields (null for NULL, else the text), as pg makes it: the columns' names, their parsers. */
export type RowMaker = (fields: (string | null)[]) => Record<string, unknown>;

/**
 * The row maker of a statement's columns, written once per statement as one object literal: its properties
 * are stored by name where a loop of `row[name] = value` stored them by key (about half the parsing time of a
 * year's rows). The names are written as JSON strings and the parsers passed in, so no text of the database
 * becomes code.
 */
export function rowMaker(columns: readonly CopyColumn[]): RowMaker {
  // A literal's "__proto__" key would set the prototype, not a property.
  if (columns.some((column) => column.name === '__proto__'))
    throw new Error('a column named __proto__ cannot be read through COPY');
  const parsers = columns.map((column) => column.parse);
  const properties = columns.map((column, index) => {
    const field = `f[${index}]`;
    return `${JSON.stringify(column.name)}: ${column.parse ? `${field} === null ? null : p[${index}](${field})` : field}`;
  });
  // Generated from the column count and JSON-quoted names only.
  return new Function('p', `return (f) => ({ ${properties.join(', ')} });`)(parsers) as RowMaker;
}

/** The rows of a batch of COPY lines (each ending in a newline), as pg's rows of the same statement. */
export function parseCopyLines<T>(text: string, count: number, make: RowMaker): T[] {
  const rows: T[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    const line = text.slice(start, end);
    start = end + 1;
    const fields: (string | null)[] = line.split('\t');
    if (fields.length !== count) throw new Error(`COPY gave ${fields.length} fields for ${count} columns`);
    // \N (NULL) and escapes both have a backslash; most lines have a NULL somewhere.
    if (line.includes('\\'))
      for (let index = 0; index < count; index++) {
        const field = fields[index]!;
        if (field === '\\N') fields[index] = null;
        else if (field.includes('\\')) fields[index] = unescapeField(field);
      }
    rows.push(make(fields) as T);
  }
  return rows;
}

/**
 * A batch's bytes at most (a row longer than that is a batch of its own). Its text (and the CSV written from
 * it) stays under V8's large-object size (128 KB), which lives in the old generation until a full GC: three
 * months of the snapshot CSV took 2.7-2.9 s of CPU with 500 or 1,000 rows a batch (200-400 KB) and 1.7-2.0 s
 * with 100-250 (bench/RESULTS.md, issue #12).
 */
export const BATCH_BYTES = 64 * 1024;
/** Batches decoded and waiting for the reader before the socket is paused (the server then waits on TCP). */
const MAX_WAITING = 4;

/** Bytes of COPY lines gathered into batches of rows: decoded once per batch, not once per row. */
class Batches {
  private buffer = Buffer.allocUnsafe(2 * BATCH_BYTES);
  private length = 0;
  private rows = 0;
  private ready: string[] = [];
  private waiter: (() => void) | null = null;
  private ended = false;
  private error: unknown = null;
  private paused = false;

  constructor(
    private readonly stream: { pause(): void; resume(): void },
    private readonly rowsPerBatch: number,
    private readonly bytesPerBatch: number,
  ) {}

  add(chunk: Buffer): void {
    if (this.ended) return;
    if (this.length + chunk.length > this.buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + chunk.length));
      this.buffer.copy(bigger, 0, 0, this.length);
      this.buffer = bigger;
    }
    chunk.copy(this.buffer, this.length);
    this.length += chunk.length;
    if (++this.rows >= this.rowsPerBatch || this.length >= this.bytesPerBatch) this.flush();
  }

  private flush(): void {
    if (this.length > 0) this.ready.push(this.buffer.toString('utf8', 0, this.length));
    this.length = 0;
    this.rows = 0;
    if (this.ready.length >= MAX_WAITING && !this.paused) {
      this.paused = true;
      this.stream.pause();
    }
    this.wake();
  }

  /** The reader stopped: what still arrives is dropped, and the socket reads on until the statement ends. */
  stop(): void {
    this.ready = [];
    this.length = 0;
    this.ended = true;
    this.resume();
  }

  end(error: unknown): void {
    if (this.ended) return;
    this.ended = true;
    this.error = error;
    if (!error) this.flush();
    this.resume();
    this.wake();
  }

  /** Lets the rest of the statement's messages through (reading on, or draining a cancelled statement). */
  resume(): void {
    if (this.paused) {
      this.paused = false;
      this.stream.resume();
    }
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  /** The next batch's text, null at the end; throws the statement's error. */
  async next(): Promise<string | null> {
    for (;;) {
      const batch = this.ready.shift();
      if (batch !== undefined) {
        if (this.ready.length < MAX_WAITING) this.resume();
        return batch;
      }
      if (this.ended) {
        if (this.error) throw this.error;
        return null;
      }
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
      });
    }
  }

  get done(): boolean {
    return this.ended;
  }
}

let copyCount = 0;

export interface CopyOptions {
  /** Aborted when the reader's client went away: the running COPY is cancelled and reading ends. */
  signal?: AbortSignal | undefined;
  /** A chunk's bytes of COPY text at most (BATCH_BYTES by default). */
  chunkBytes?: number;
}

/**
 * Reads the rows of `query` through `COPY (...) TO STDOUT` on a connection of its own from the pool, in chunks
 * of at most `rowsPerChunk` rows and about `chunkBytes` of text (at most four chunks waiting: then the socket
 * is paused and the server waits).
 * The statement runs in a transaction with the export's work_mem; its columns' types come from the same
 * statement with LIMIT 0. Stopping early (`return()`, an aborted signal) cancels the COPY and releases the
 * connection once the server has answered.
 */
export async function* copyInChunks<T>(
  pool: CopyPool,
  query: SQL,
  rowsPerChunk: number,
  options: CopyOptions = {},
): AsyncGenerator<T[]> {
  const { signal } = options;
  const text = inlineStatement(query);
  const client = await pool.connect();
  let batches: Batches | null = null;
  let finished: Promise<void> = Promise.resolve();
  let cancel = () => {};
  try {
    await client.query(`BEGIN READ ONLY`);
    // A year's rows sort in memory, as the cursor's did.
    await client.query(`SET LOCAL work_mem = '64MB'`);
    const probe = await client.query(`SELECT * FROM (${text}) q LIMIT 0`);
    const columns = copyColumns(probe.fields, client);
    const make = rowMaker(columns);
    copyCount = (copyCount + 1) % 1_000_000;
    const marker = `/* tally_export_copy_${copyCount} */`;
    const pid = (client as unknown as { processID: number }).processID;
    // Only while that connection still runs this COPY: a late cancel must never reach another statement.
    cancel = () => {
      pool
        .query(
          `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
            WHERE pid = ${Number(pid)} AND state = 'active' AND query LIKE ${pg.escapeLiteral(`${marker}%`)}`,
        )
        .catch((error: unknown) => console.error('cancelling an export COPY failed', error));
    };
    if (signal?.aborted) return;
    signal?.addEventListener('abort', cancel, { once: true });
    const connection = (client as unknown as { connection: { stream: Batches['stream'] } }).connection;
    const reading = new Batches(connection.stream, rowsPerChunk, options.chunkBytes ?? BATCH_BYTES);
    batches = reading;
    const copy = new pg.Query(`${marker} COPY (${text}) TO STDOUT`) as pg.Query & {
      handleCopyData(message: { chunk: Buffer }): void;
      callback(error: Error | null): void;
    };
    copy.handleCopyData = (message) => reading.add(message.chunk);
    finished = new Promise<void>((resolve) => {
      copy.callback = (error) => {
        reading.end(error);
        resolve();
      };
    });
    client.query(copy);
    for (;;) {
      if (signal?.aborted) return;
      // The cancelled statement's error ends the reading; it is nobody's failure.
      const batch = await reading.next().catch((error: unknown) => {
        if (signal?.aborted) return null;
        throw error;
      });
      if (batch === null || signal?.aborted) return;
      yield parseCopyLines<T>(batch, columns.length, make);
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    if (batches && !batches.done) {
      cancel();
      batches.stop();
    }
    await finished;
    try {
      // Read only: nothing to commit; after a failed or cancelled COPY the transaction is aborted anyway.
      await client.query('ROLLBACK');
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  }
}
