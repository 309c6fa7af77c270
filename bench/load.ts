import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests completed, all connections together. */
  requests: number;
  /** The server process's CPU time (user + system, all threads) per request, when it was measured. */
  cpuMsPerRequest?: number;
  /** PostgreSQL's CPU time (every postgres process of the machine) per request, when it was measured. */
  databaseCpuMsPerRequest?: number;
  /** The load generator's own CPU time (this process: autocannon) per request, when it was measured. */
  loadCpuMsPerRequest?: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Runs autocannon against one URL and keeps the figures the benchmarks report. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** The table's columns; every scenario prints its rows in this shape. */
export const tableHeader = [
  '| scenario | requests/s | p50 ms | p99 ms | errors | server CPU ms/request | PostgreSQL CPU ms/request | autocannon CPU ms/request |',
  '|---|---|---|---|---|---|---|---|',
];

export function formatRow(r: LoadResult): string {
  const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));
  return (
    `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ` +
    `${ms(r.cpuMsPerRequest)} | ${ms(r.databaseCpuMsPerRequest)} | ${ms(r.loadCpuMsPerRequest)} |`
  );
}

let clockTicks: number | undefined;

/** CPU time (user + system, every thread) the process `pid` has used so far, in ms, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** CPU time used so far by each PostgreSQL process of this machine (the bench server runs here), in ms by pid. */
export function postgresCpuMs(): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        used.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return used;
}

/**
 * PostgreSQL's CPU time between two readings: processes alive at both count their difference, those started
 * in between all of theirs. A backend that ended in between (an idle pooled connection closed) is left out:
 * summing totals instead would subtract everything it had used before.
 */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * Seconds of load run before each measured load and thrown away. A server answers its first few thousand
 * requests of a kind slower than the rest (V8 compiles the hot paths, PostgreSQL caches plans and pages); the
 * targets are about the steady state, and the bare reference handler gets the same warm-up.
 */
export const WARM_UP_SECONDS = 3;

/**
 * Runs `run(true)` (the warm-up, its figures thrown away), then measures `run(false)` with the CPU figures
 * of withServerCpu.
 */
export async function afterWarmUp<T extends LoadResult>(
  serverPid: number | undefined,
  run: (warmUp: boolean) => Promise<T>,
): Promise<T> {
  await run(true);
  return withServerCpu(serverPid, () => run(false));
}

/**
 * Runs a load and adds the server's CPU ms per request, read from /proc before and after: a figure that
 * compares across machines and does not depend on what else the machine is doing (unlike requests/s).
 */
export async function withServerCpu<T extends LoadResult>(
  serverPid: number | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (serverPid === undefined) return run();
  const before = { server: processCpuMs(serverPid), database: postgresCpuMs(), load: ownCpuMs() };
  const result = await run();
  const used = {
    server: processCpuMs(serverPid) - before.server,
    database: postgresCpuBetween(before.database, postgresCpuMs()),
    load: ownCpuMs() - before.load,
  };
  if (result.requests === 0) return result;
  return {
    ...result,
    cpuMsPerRequest: used.server / result.requests,
    databaseCpuMsPerRequest: used.database / result.requests,
    loadCpuMsPerRequest: used.load / result.requests,
  };
}
