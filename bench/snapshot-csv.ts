// Issue #12: the daily snapshot CSV beside psql's COPY of the same statement, measured in the same run. Reads an
// already seeded scale database (npm run seed:scale) and changes nothing in it:
//   BENCH_SCALE_DATABASE_URL=postgres://.../tally_scale npx tsx bench/snapshot-csv.ts 20261101 20261130 [src]
// `src` is the apps/api/src whose export runs (default this checkout's; another worktree's to compare builds in
// the same minutes; its packages/db opens the database). Prints one line: psql COPY ms, the export's ms over HTTP
// in this process, the ratio, this process's CPU ms and peak RSS during the export. BENCH_HASH=1 adds the file's
// sha256 (costs CPU: for comparing files, not for timing).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const url = process.env.BENCH_SCALE_DATABASE_URL;
if (!url) throw new Error('BENCH_SCALE_DATABASE_URL must name a database seeded with npm run seed:scale');
const [start = '20261101', end = '20261130', srcArg] = process.argv.slice(2);
const src = resolve(srcArg ?? new URL('../apps/api/src', import.meta.url).pathname);
const load = (path: string) => import(pathToFileURL(resolve(src, path)).href);
const { createDatabase } = await load('../../../packages/db/src/index.ts');
const { SNAPSHOT_REPORT_EXPORTS } = await load('exports/reports/snapshots.ts');
const { streamExport } = await load('exports/stream.ts');
const { snapshotRowsSql } = await load('modules/finance/reports/snapshot-window/queries/window.ts');

const iso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
const database = await createDatabase({ databaseUrl: url });
const { db } = database;
const deps = { db, clock: () => new Date() };
const { rows: admins } = await db.execute(
  sql.raw(
    `SELECT u.id FROM users u JOIN user_emails e ON e.user_id = u.id WHERE e.address = 'admin@example.com'`,
  ),
);
const viewer = { userId: admins[0].id, sessionId: 'bench', email: 'admin@example.com', groups: [] };

// psql's COPY of the export's own statement (parameters written as literals), its rows counted by wc.
const dialect = new PgDialect();
function inline(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
const statement = inline(
  snapshotRowsSql({
    from: iso(start),
    to: iso(end),
    granularity: 'DAY',
    includeTimeOff: true,
    sorting: [],
    filters: [],
    grouping: [],
    groupPath: [],
  }),
);
const copyStarted = performance.now();
const copied = spawnSync(
  'sh',
  ['-c', `psql "$0" -qAt -c "$1" | wc -l`, url, `COPY (${statement}) TO STDOUT WITH (FORMAT csv)`],
  { encoding: 'utf8' },
);
const copyMs = performance.now() - copyStarted;
if (copied.status !== 0) throw new Error(copied.stderr);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const server = createServer((req, res) => {
  const http = { req, res, url: new URL(req.url ?? '/', 'http://bench'), deps };
  void (async () => {
    const file = await SNAPSHOT_REPORT_EXPORTS['timesheet-snapshots'].build(http, viewer, { start, end });
    await streamExport(http, {
      fileName: file.fileName,
      format: 'csv',
      columns: file.columns,
      rows: file.rows,
    });
  })().catch((error: unknown) => {
    console.error(error);
    res.destroy();
  });
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;
const hash = process.env.BENCH_HASH ? createHash('sha256') : null;
const cpu = process.cpuUsage();
const started = performance.now();
const response = await fetch(`http://127.0.0.1:${port}/x.csv`);
let bytes = 0;
let firstMs = 0;
for await (const chunk of response.body ?? []) {
  // The first chunk is the header line (written with the first rows): the statement's sort is done by then.
  if (bytes === 0) firstMs = performance.now() - started;
  bytes += (chunk as Uint8Array).byteLength;
  hash?.update(chunk as Uint8Array);
}
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
clearInterval(sampler);
server.close();
await database.close();
const load1 = execFileSync('uptime')
  .toString()
  .trim()
  .replace(/.*load average: /, '');
console.log(
  [
    `${start}-${end}`,
    `rows ${copied.stdout.trim()}`,
    `COPY ${copyMs.toFixed(0)} ms`,
    `export ${ms.toFixed(0)} ms = ${(copyMs / ms).toFixed(2)}× COPY (first bytes ${firstMs.toFixed(0)} ms)`,
    `CPU ${((used.user + used.system) / 1000).toFixed(0)} ms`,
    `peak RSS ${(peakRss / 1e6).toFixed(0)} MB`,
    `${(bytes / 1e6).toFixed(1)} MB HTTP ${response.status}`,
    hash ? `sha256 ${hash.digest('hex')}` : '',
    `load ${load1}`,
    src,
  ]
    .filter(Boolean)
    .join(' | '),
);
