// Times the snapshot row model on the database of DATABASE_URL (a scale seed):
//   DATABASE_URL=postgres://... npx tsx bench/snapshot-window.ts 20260601 20261122
import { createDatabase } from '@tally/db';
import { sql } from 'drizzle-orm';
import { csvLines } from '../apps/api/src/exports/csv-writer.ts';
import { readInChunks } from '../apps/api/src/exports/cursor.ts';
import type { SnapshotQuery } from '../apps/api/src/modules/finance/reports/snapshot-window/inputs.ts';
import { snapshotRowsSql } from '../apps/api/src/modules/finance/reports/snapshot-window/queries/window.ts';
import type { SnapshotRowRecord } from '../apps/api/src/modules/finance/reports/snapshot-window/records.ts';
import { snapshotGroups } from '../apps/api/src/modules/finance/reports/snapshot-window/use-cases/snapshot-groups.ts';
import { snapshotWindow } from '../apps/api/src/modules/finance/reports/snapshot-window/use-cases/snapshot-window.ts';

const [start = '20260101', end = '20261231'] = process.argv.slice(2);
const iso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL });
const deps = { db: database.db };
const [admin] = (
  await database.db.execute<{ id: string }>(sql`SELECT id FROM users ORDER BY created_at LIMIT 1`)
).rows;
const base: SnapshotQuery = {
  from: iso(start) as SnapshotQuery['from'],
  to: iso(end) as SnapshotQuery['to'],
  granularity: 'DAY',
  includeTimeOff: true,
  sorting: [],
  filters: [],
  grouping: [],
  applyOverrides: true,
};

async function time<T>(label: string, work: () => Promise<T>, describe: (value: T) => string) {
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  console.log(`${label.padEnd(48)} ${ms.toFixed(0).padStart(6)} ms  ${describe(value)}`);
  return value;
}
const windowOf = (query: Partial<SnapshotQuery>, offset = 0) =>
  snapshotWindow(deps, admin!.id, { query: { ...base, ...query }, groupPath: [], offset, limit: 200 });
const rowsOf = (w: Awaited<ReturnType<typeof windowOf>>) => `${w.total} rows, window ${w.rows.length}`;

await time('first window, unsorted', () => windowOf({}), rowsOf);
await time('first window, unsorted (again)', () => windowOf({}), rowsOf);
await time('window at offset 100,000', () => windowOf({}, 100_000), rowsOf);
await time('sorted by lastName', () => windowOf({ sorting: [{ field: 'lastName', desc: false }] }), rowsOf);
await time(
  'sorted by totalCost desc',
  () => windowOf({ sorting: [{ field: 'totalCost', desc: true }] }),
  rowsOf,
);
await time(
  'filter project contains "a"',
  () => windowOf({ filters: [{ field: 'project', operator: 'contains', value: 'a' }] }),
  rowsOf,
);
await time(
  'two-level groups (project, status)',
  () => snapshotGroups(deps, { query: { ...base, grouping: ['project', 'status'] }, groupPath: [] }),
  (groups) => `${groups.length} groups`,
);
await time('weekly first window', () => windowOf({ granularity: 'WEEK' }), rowsOf);
let rows = 0;
let bytes = 0;
const columns = [
  'endDate',
  'lastName',
  'project',
  'deliverable',
  'taskdate',
  'hours',
  'totalCost',
  'approvers',
].map((key) => ({
  header: key,
  kind: 'text' as const,
  value: (row: SnapshotRowRecord) => String(row[key] ?? ''),
}));
const rss: number[] = [];
await time(
  'CSV of the whole range through the cursor',
  async () => {
    for await (const chunk of readInChunks<SnapshotRowRecord>(
      database.db,
      snapshotRowsSql({ ...base, groupPath: [] }),
    )) {
      rows += chunk.length;
      bytes += csvLines(columns, chunk).length;
      rss.push(process.memoryUsage().rss);
    }
  },
  () => `${rows} rows, ${(bytes / 1e6).toFixed(1)} MB, max RSS ${(Math.max(...rss) / 1e6).toFixed(0)} MB`,
);
await database.close();
