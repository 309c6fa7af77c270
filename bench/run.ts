import { cpus, totalmem } from 'node:os';
import { foundationBenchmarks } from './scenarios/foundation.ts';
import { projectBenchmarks } from './scenarios/projects.ts';
import { timesheetBenchmarks } from './scenarios/timesheets.ts';

// Benchmarks run against the production build (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL, an
// admin connection on which a fresh database is created per scenario). Paste the printed table into RESULTS.md.
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const header = [
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `Date: ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| scenario | requests/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|',
];
console.log(header.join('\n'));
for (const line of await foundationBenchmarks(adminUrl)) console.log(line);
for (const line of await timesheetBenchmarks(adminUrl)) console.log(line);
for (const line of await projectBenchmarks(adminUrl)) console.log(line);
