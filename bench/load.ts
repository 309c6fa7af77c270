import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  '| scenario | requests/s | p50 ms | p99 ms | errors | server CPU ms/request |',
  '|---|---|---|---|---|---|',
];

export function formatRow(r: LoadResult): string {
  const cpu = r.cpuMsPerRequest === undefined ? '–' : r.cpuMsPerRequest.toFixed(2);
  return `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${cpu} |`;
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

/**
 * Runs a load and adds the server's CPU ms per request, read from /proc before and after: a figure that
 * compares across machines and does not depend on what else the machine is doing (unlike requests/s).
 */
export async function withServerCpu<T extends LoadResult>(
  serverPid: number | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (serverPid === undefined) return run();
  const before = processCpuMs(serverPid);
  const result = await run();
  const used = processCpuMs(serverPid) - before;
  return result.requests > 0 ? { ...result, cpuMsPerRequest: used / result.requests } : result;
}
