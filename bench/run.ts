import { cpus, totalmem } from 'node:os';
import { tableHeader } from './load.ts';
import { approvalBenchmarks } from './scenarios/approvals.ts';
import { backOfficeBenchmarks } from './scenarios/back-office.ts';
import { foundationBenchmarks } from './scenarios/foundation.ts';
import { projectBenchmarks } from './scenarios/projects.ts';
import { timesheetBenchmarks } from './scenarios/timesheets.ts';
import { weekScreenBenchmarks } from './scenarios/week-screen.ts';

// Benchmarks run against the production build (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL, an
// admin connection on which a fresh database is created per scenario). Paste the printed table into RESULTS.md.
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const header = [
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `Date: ${new Date().toISOString().slice(0, 10)}`,
  '',
  ...tableHeader,
];
console.log(header.join('\n'));
// BENCH_ONLY=foundation,approvals runs some scenarios only.
const scenarios: Record<string, (url: string) => Promise<string[]>> = {
  foundation: foundationBenchmarks,
  timesheets: (url) => timesheetBenchmarks(url),
  'week-screen': weekScreenBenchmarks,
  approvals: approvalBenchmarks,
  projects: (url) => projectBenchmarks(url),
  'back-office': backOfficeBenchmarks,
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
for (const [name, run] of Object.entries(scenarios)) {
  if (only && !only.includes(name)) continue;
  for (const line of await run(adminUrl)) console.log(line);
}
