import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './stats.ts';

/**
 * Issue #16 item 5: how long the demo server on the embedded database (PGlite) takes to answer /api/ready again
 * after kill -9, beside a clean SIGTERM restart measured in the same rounds. Each round: a fresh DATA_DIR, the
 * demo server started with --seed-demo-if-empty, then killed as soon as it listens (the seed is the most a
 * crash can leave unwritten), started again (timed), then stopped with SIGTERM and started again (timed).
 *
 *   npm run build && npm run reopen -w @tally/bench -- [rounds=5] [server entries, default the build's ...]
 *
 * Several entries (builds of other commits, each with its node_modules in reach) take turns in every round.
 */
const rounds = Number(process.argv[2] ?? 5);
const entries =
  process.argv.length > 3
    ? process.argv.slice(3).map((entry) => resolve(entry))
    : [resolve(import.meta.dirname, '..', 'apps', 'api', 'dist', 'main.js')];
const port = 3190 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${port}`;

interface Started {
  child: ChildProcess;
  /** Milliseconds from the spawn to /api/ready answering 200, and to the 'database ready' log line. */
  readyMs: number;
  databaseMs: number;
  /** CPU milliseconds (user + system) the process had used when /api/ready answered: less the load's doing. */
  cpuMs: number;
}

/** utime + stime of a process from /proc (clock ticks of 10 ms). */
async function cpuMsOf(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(entry: string, dataDir: string, seed: boolean): Promise<Started> {
  const began = Date.now();
  const child = spawn(process.execPath, [entry, ...(seed ? ['--seed-demo-if-empty'] : [])], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let databaseMs = Number.NaN;
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (Number.isNaN(databaseMs) && out.includes('"msg":"database ready')) databaseMs = Date.now() - began;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})\n${out}`);
    const ok = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, readyMs: Date.now() - began, databaseMs, cpuMs: await cpuMsOf(child.pid) };
    await sleep(10);
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

const crash = new Map<string, Started[]>(entries.map((entry) => [entry, []]));
const clean = new Map<string, Started[]>(entries.map((entry) => [entry, []]));
const load: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const entry of entries) {
    const dir = await mkdtemp(join(tmpdir(), 'tally-reopen-'));
    try {
      load.push(loadavg()[0] ?? 0);
      const seeded = await start(entry, dir, true);
      await stop(seeded.child, 'SIGKILL');
      const afterCrash = await start(entry, dir, false);
      crash.get(entry)?.push(afterCrash);
      await stop(afterCrash.child, 'SIGTERM');
      const afterStop = await start(entry, dir, false);
      clean.get(entry)?.push(afterStop);
      await stop(afterStop.child, 'SIGTERM');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

const row = (label: string, runs: Started[]) =>
  `| ${label} | ${median(runs.map((run) => run.readyMs))} | ${runs.map((run) => run.readyMs).join(' / ')} | ${median(runs.map((run) => run.databaseMs))} | ${median(runs.map((run) => run.cpuMs))} |`;
console.log(
  [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${Math.min(...load).toFixed(1)} to ${Math.max(...load).toFixed(1)}`,
    `${rounds} rounds`,
    '',
    '| reopen of the demo data | median ms to /api/ready | each round | median ms to "database ready" | median CPU ms |',
    '|---|---|---|---|---|',
    ...entries.flatMap((entry) => [
      row(`${entry}: after kill -9 right after the seeded start`, crash.get(entry) ?? []),
      row(`${entry}: after SIGTERM (clean, the reference)`, clean.get(entry) ?? []),
    ]),
  ].join('\n'),
);
