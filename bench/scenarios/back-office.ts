// The back office at the scale seed (issue #16 item 1, issue #12's figures), every figure beside a raw SQL
// reference of the same answer measured in the same run. It reads the database and changes nothing.
// The service functions and the export routes' own build + streamExport run in this process (an HTTP server
// on a free port, read by fetch), so "peak RSS" is this process's.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDatabase } from '@tally/db';
import { scaleAdminEmail } from '@tally/db/seeds';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SNAPSHOT_REPORT_EXPORTS } from '../../apps/api/src/exports/reports/snapshots.ts';
import { streamExport } from '../../apps/api/src/exports/stream.ts';
import type { HttpRequest } from '../../apps/api/src/http/request.ts';
import type { SnapshotQuery } from '../../apps/api/src/modules/finance/reports/snapshot-window/inputs.ts';
import { withStatementTimeout } from '../../apps/api/src/modules/finance/reports/snapshot-window/queries/statement-timeout.ts';
import { findTokenFreeFields } from '../../apps/api/src/modules/finance/reports/snapshot-window/queries/token-free.ts';
import {
  findRowsByIds,
  findWindowIds,
  groupsSql,
  snapshotRowsSql,
  totalsSql,
} from '../../apps/api/src/modules/finance/reports/snapshot-window/queries/window.ts';
import { snapshotGroups } from '../../apps/api/src/modules/finance/reports/snapshot-window/use-cases/snapshot-groups.ts';
import { snapshotWindow } from '../../apps/api/src/modules/finance/reports/snapshot-window/use-cases/snapshot-window.ts';
import { freshScaleDatabase, positiveEnv } from '../graphql-load.ts';
import { tableHeader } from '../load.ts';
import { meDuringExport } from './me-during-export.ts';
import { type Export, otherReportExports } from './other-reports.ts';
import { reportScreenFigures } from './report-screens.ts';

/** Which figures a run takes: the row model's windows, the exports (all, or the daily CSV only). */
export interface BackOfficeParts {
  windows: boolean;
  exports: 'all' | 'daily-csv' | 'none';
}

/**
 * The back office's figures on one range (`start`, `end` as YYYYMMDD) of the database at `url`, each a table row
 * `| what | ms | raw SQL ms | ratio | note |` beside the raw SQL of the same answer measured just before or after.
 */
export async function backOfficeFigures(
  url: string,
  start: string,
  end: string,
  parts: BackOfficeParts = { windows: true, exports: 'all' },
): Promise<string[]> {
  const iso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
  const from = iso(start);
  const to = iso(end);
  const database = await createDatabase({ databaseUrl: url });
  const { db } = database;
  const deps = { db, clock: () => new Date() } as unknown as HttpRequest['deps'];
  const [admin] = (
    await db.execute<{ id: string }>(
      sql`SELECT u.id FROM users u JOIN user_emails e ON e.user_id = u.id WHERE e.address = 'admin@example.com'`,
    )
  ).rows;
  const viewer = { userId: admin!.id, sessionId: 'bench', email: 'admin@example.com', groups: [] };
  try {
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);

    async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
      const started = performance.now();
      const value = await work();
      return { ms: performance.now() - started, value };
    }

    /** The median of three runs: the first of each also warms the caches of both sides alike. */
    async function median<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
      const runs = [await timed(work), await timed(work), await timed(work)];
      runs.sort((a, b) => a.ms - b.ms);
      return runs[1]!;
    }

    const lines: string[] = [];
    function row(what: string, ms: number, referenceMs: number, note: string) {
      const line = `| ${what} | ${ms.toFixed(0)} | ${referenceMs.toFixed(0)} | ${(ms / referenceMs).toFixed(2)} | ${note} |`;
      lines.push(line);
      process.stderr.write(`${line}\n`);
    }

    const base: SnapshotQuery = {
      from: from as SnapshotQuery['from'],
      to: to as SnapshotQuery['to'],
      granularity: 'DAY',
      includeTimeOff: true,
      sorting: [],
      filters: [],
      grouping: [],
      applyOverrides: true,
    };
    const windowOf = (query: Partial<SnapshotQuery>) =>
      snapshotWindow({ db }, viewer.userId, {
        query: { ...base, ...query },
        groupPath: [],
        offset: 0,
        limit: 200,
      });

    // The raw SQL of the same answers: the range's entries counted and summed (hours; the cost needs the rate facts
    // of C-024, so the reference is a lower bound) and the window's 200 rows joined to what the row shows.
    const range = sql`e.date BETWEEN ${from}::date AND ${to}::date`;
    const rawWindow = (order: SQL, where: SQL = sql`true`) =>
      Promise.all([
        db.execute(sql`SELECT count(*), sum(e.hours) FROM timesheet_entries e JOIN projects p ON p.id = e.project_id
        WHERE ${range} AND ${where}`),
        db.execute(sql`SELECT e.*, u.last_name, u.first_name, p.name, d.name, ts.status FROM timesheet_entries e
        JOIN users u ON u.id = e.user_id JOIN projects p ON p.id = e.project_id
        JOIN deliverables d ON d.id = e.deliverable_id JOIN timesheets ts ON ts.id = e.timesheet_id
        WHERE ${range} AND ${where} ORDER BY ${order} LIMIT 200`),
      ]);

    const { windows } = parts;
    const ownStatements = 'the same, beside its own priced statements alone (same settings, no server)';
    lines.push(`| ${start}-${end} | ms | raw SQL ms | ratio | |`, '|---|---|---|---|---|');
    if (windows) {
      const ours = await timed(() => windowOf({}));
      const raw = await timed(() => rawWindow(sql`e.date, e.id`));
      row(
        'first window, unsorted (cold: totals + ids + 200 rows)',
        ours.ms,
        raw.ms,
        `${ours.value.total} rows`,
      );
      // The priced answer's own statements, sent alone and side by side as the server sends them.
      const rowsQuery = { ...base, groupPath: [], tokenFree: new Set<never>() };
      const alone = await timed(() =>
        Promise.all([
          withStatementTimeout(db, (tx) => tx.execute(totalsSql(rowsQuery))),
          withStatementTimeout(db, async (tx) =>
            findRowsByIds(tx, base, await findWindowIds(tx, rowsQuery, { offset: 0, limit: 200 })),
          ),
        ]),
      );
      row(ownStatements, ours.ms, alone.ms, 'the server’s share');
    }
    for (const [label, query, order, where] of !windows
      ? []
      : ([
          [
            'sorted by lastName',
            { sorting: [{ field: 'lastName', desc: false }] },
            sql`lower(u.last_name), e.date, e.id`,
          ],
          [
            'sorted by totalCost desc',
            { sorting: [{ field: 'totalCost', desc: true }] },
            sql`e.hours DESC, e.date, e.id`,
          ],
          [
            "filtered project contains 'a'",
            { filters: [{ field: 'project', operator: 'contains', value: 'a' }] },
            sql`e.date, e.id`,
            sql`strpos(lower(p.name), 'a') > 0`,
          ],
        ] as const)) {
      const ours = await median(() => windowOf(query as unknown as Partial<SnapshotQuery>));
      const raw = await median(() => rawWindow(order, where));
      row(label, ours.ms, raw.ms, `${ours.value.total} rows (median of 3)`);
    }
    if (windows) {
      const ours = await median(() =>
        snapshotGroups({ db }, { query: { ...base, grouping: ['project', 'status'] }, groupPath: [] }),
      );
      const raw = await median(() =>
        db.execute(sql`SELECT p.name, count(*), sum(e.hours) FROM timesheet_entries e
        JOIN projects p ON p.id = e.project_id WHERE ${range} GROUP BY p.name ORDER BY lower(p.name)`),
      );
      row(
        'two-level grouping (project, status): first level',
        ours.ms,
        raw.ms,
        `${ours.value.length} groups`,
      );
      // The priced answer's own statement, sent alone: what the server adds to it.
      const grouping: SnapshotQuery & { groupPath: string[] } = {
        ...base,
        grouping: ['project', 'status'],
        groupPath: [],
      };
      const tokenFree = await findTokenFreeFields(db, ['project']);
      const alone = await median(() =>
        withStatementTimeout(db, (tx) => tx.execute(groupsSql({ ...grouping, tokenFree }))),
      );
      row(ownStatements, ours.ms, alone.ms, 'the server’s share');
    }
    if (windows) {
      const ours = await median(() => windowOf({ granularity: 'WEEK' }));
      const raw = await median(() =>
        db.execute(sql`SELECT count(*) FROM (SELECT 1 FROM timesheet_entries e WHERE ${range}
        GROUP BY e.timesheet_id, e.deliverable_id) w`),
      );
      row('weekly snapshot first window', ours.ms, raw.ms, `${ours.value.total} rows`);
    }

    // Exports: the route's build and streamExport, read over HTTP, against psql's COPY of the same statement.
    const dialect = new PgDialect();
    function inline(query: SQL): string {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = params[Number(n) - 1];
        if (typeof value === 'number') return String(value);
        if (Array.isArray(value)) return `'{${value.join(',')}}'`;
        return `'${String(value).replace(/'/g, "''")}'`;
      });
    }
    /**
     * psql's COPY of `statement`, its output counted as it streams: held whole (a year is 340 MB), it stayed in
     * this process's heap and counted in the next export's peak RSS.
     */
    async function copyMs(statement: string): Promise<{ ms: number; rows: number }> {
      const started = performance.now();
      const psql = spawn('psql', [url!, '-qAt', '-c', `COPY (${statement}) TO STDOUT WITH (FORMAT csv)`], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<number | null>((resolve) => psql.on('close', resolve));
      let rows = 0;
      for await (const chunk of psql.stdout) for (const byte of chunk as Buffer) if (byte === 10) rows++;
      const code = await exited;
      if (code !== 0) throw new Error(`psql COPY exited with ${code}`);
      return { ms: performance.now() - started, rows };
    }

    /** Peak RSS during an export beside the RSS as it began (what the earlier work of this process left). */
    const rssText = (run: { peak: number; before: number }) =>
      `peak RSS ${(run.peak / 1e6).toFixed(0)} MB (${(run.before / 1e6).toFixed(0)} MB before)`;

    async function download(report: Export, params: Record<string, string>, format: 'csv' | 'xlsx') {
      const before = process.memoryUsage().rss;
      peakRss = before;
      const server = createServer((req, res) => {
        const http = {
          req,
          res,
          url: new URL(req.url ?? '/', 'http://bench'),
          deps,
        } as unknown as HttpRequest;
        void (async () => {
          const file = await report.build(http, viewer, params);
          await streamExport(http, {
            fileName: file.fileName,
            format,
            columns: file.columns,
            rows: file.rows,
          });
        })().catch((error: unknown) => {
          console.error(error);
          res.destroy();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/x.${format}`);
      // Counted as it arrives: a year's file held whole here (340 MB) would be counted in the export's peak RSS.
      let bytes = 0;
      for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
      const ms = performance.now() - started;
      server.close();
      return { ms, bytes, status: response.status, peak: peakRss, before };
    }

    if (parts.exports !== 'none') {
      const snapshotCopy = await copyMs(inline(snapshotRowsSql({ ...base, groupPath: [] })));
      for (const format of parts.exports === 'all' ? (['csv', 'xlsx'] as const) : (['csv'] as const)) {
        const ours = await download(SNAPSHOT_REPORT_EXPORTS['timesheet-snapshots'], { start, end }, format);
        const rowsPerSecond = snapshotCopy.rows / (ours.ms / 1000);
        row(
          `daily snapshot ${format.toUpperCase()} export (${snapshotCopy.rows} rows)`,
          ours.ms,
          snapshotCopy.ms,
          `${Math.round(rowsPerSecond)} rows/s = ${(snapshotCopy.ms / ours.ms).toFixed(2)}× COPY; ` +
            `${(ours.bytes / 1e6).toFixed(1)} MB; ${rssText(ours)}; HTTP ${ours.status}`,
        );
      }
    }
    if (parts.exports === 'all') {
      {
        const columns = 'endDate,lastName,firstName,project,deliverable,taskdate,hours,totalCost,approvers';
        const ours = await download(
          SNAPSHOT_REPORT_EXPORTS['custom-report'] as Export,
          { start, end, columns, sorting: JSON.stringify([{ id: 'lastName', desc: false }]) },
          'csv',
        );
        const copy = await copyMs(
          inline(snapshotRowsSql({ ...base, sorting: [{ field: 'lastName', desc: false }], groupPath: [] })),
        );
        row(
          'custom report CSV, sorted by lastName',
          ours.ms,
          copy.ms,
          `${Math.round(copy.rows / (ours.ms / 1000))} rows/s = ${(copy.ms / ours.ms).toFixed(2)}× COPY; ${rssText(ours)}`,
        );
      }
      // The other back-office reports: their routes' files against the SQL of their figures.
      const others = otherReportExports({ range, start, end, from, to });
      for (const [label, report, params, reference] of others) {
        try {
          const ours = await median(() => download(report, params, 'csv'));
          const raw = await median(() => db.execute(reference));
          row(label, ours.ms, raw.ms, `${(ours.value.bytes / 1e3).toFixed(0)} KB; HTTP ${ours.value.status}`);
        } catch (error) {
          lines.push(`| ${label} | failed: ${(error as Error).message} | | | |`);
        }
      }
    }
    clearInterval(sampler);
    lines.push('', `Load at the end: ${execFileSync('uptime').toString().trim()}`);
    return lines;
  } finally {
    await database.close();
  }
}

/**
 * The scenario of `npm run bench`: the scale seed's template copied once for all the back office's figures (it
 * only reads), on the data's last month (windows and every export) and its last twelve months (windows, the
 * daily CSV, and another user's `{ me }` while that CSV streams).
 */
export async function backOfficeBenchmarks(adminUrl: string): Promise<string[]> {
  const users = positiveEnv('BENCH_USERS', 1000);
  const weeks = positiveEnv('BENCH_WEEKS', 104);
  const database = await freshScaleDatabase(adminUrl, users, weeks, process.env.DEMO_PASSWORD ?? 'demo1234');
  try {
    const { month, year } = await rangesOf(database.url);
    return [
      `Back office: \`seedScale\` ${users} users × ${weeks} weeks (${database.summary.timesheets} timesheets).`,
      ...(await backOfficeFigures(database.url, month.start, month.end)),
      ...(await backOfficeFigures(database.url, year.start, year.end, {
        windows: true,
        exports: 'daily-csv',
      })),
      ...(await reportScreenFigures(database.url, scaleAdminEmail, year.start, year.end)),
      '',
      ...tableHeader,
      ...(await meDuringExport(database.url, year.start, year.end)),
    ];
  } finally {
    await database.drop();
  }
}

/** The calendar month of the data's last entry, and the twelve months that end with it (YYYYMMDD). */
async function rangesOf(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ month: string; month_end: string; year: string }>(
      `SELECT to_char(date_trunc('month', max(date)), 'YYYYMMDD') AS month,
              to_char(date_trunc('month', max(date)) + interval '1 month' - interval '1 day', 'YYYYMMDD') AS month_end,
              to_char(date_trunc('month', max(date)) - interval '11 months', 'YYYYMMDD') AS year
         FROM timesheet_entries`,
    );
    const [range] = rows;
    if (!range?.month) throw new Error('the scale database has no timesheet entries');
    return {
      month: { start: range.month, end: range.month_end },
      year: { start: range.year, end: range.month_end },
    };
  } finally {
    await client.end();
  }
}
