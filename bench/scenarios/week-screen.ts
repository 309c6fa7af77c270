import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ROUTES, routeFiles } from '../../apps/web/scripts/route-files.mjs';
import { chromiumOptions } from '../../e2e/fixtures/chromium.ts';
import { freshScaleDatabase, positiveEnv } from '../graphql-load.ts';
import { processCpuMs } from '../load.ts';
import { repoRoot, startBuiltPortal } from '../portal.ts';

const password = process.env.DEMO_PASSWORD ?? 'demo1234';
/** Timed loads of the week after the first (cold) one; the median and the 95th percentile are reported. */
const loads = 20;

// Installed in every document before its own scripts: notes (ms since navigation start) the first input
// event an hours cell handles.
const firstInputProbe = `
  window.__tallyFirstInput = null;
  document.addEventListener('input', (event) => {
    if (window.__tallyFirstInput === null && event.target?.classList?.contains('tally-hours-cell'))
      window.__tallyFirstInput = { at: performance.now(), value: event.target.value };
  }, true);`;

/**
 * Issue #3's week screen, on `seedScale` data (BENCH_USERS × BENCH_WEEKS, default 1000 × 104) in PostgreSQL
 * and the built portal, in headless Chromium: an employee signs in through the sign-in page, then loads their
 * open week (/user/timesheets/{endDate}) `loads` + 1 times, each a full navigation; a load ends when the
 * hours grid's first cell, focused, takes a typed digit (the input event, timed from navigation start).
 * Also the JavaScript the route loads: the files Chromium fetched, gzipped as the web build's size check does.
 */
export async function weekScreenBenchmarks(adminUrl: string): Promise<string[]> {
  const users = positiveEnv('BENCH_USERS', 1000);
  const weeks = positiveEnv('BENCH_WEEKS', 104);
  const database = await freshScaleDatabase(adminUrl, users, weeks, password);
  try {
    const week = await openWeek(database.url);
    const portal = await startBuiltPortal({ DATABASE_URL: database.url });
    try {
      const browser = await chromium.launch(chromiumOptions);
      try {
        const rows = await measureWeekScreen(browser, portal.baseUrl, week, portal.pid);
        return [
          ...rows,
          `Week screen: ${week.email}'s week ending ${week.endDate} (${week.lines} lines, ${week.entries} day ` +
            `entries), headless Chromium 1440 × 900, signed in through /auth/signin; ${database.summary.entries} day entries in all.`,
        ];
      } finally {
        await browser.close();
      }
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}

interface OpenWeek {
  email: string;
  /** YYYYMMDD. */
  endDate: string;
  lines: number;
  entries: number;
}

/**
 * The seeded employee (user1@, user2@ …) with the latest open full week (≥ 5 lines, ≥ 20 entries). The latest
 * week of all may have just begun (a Monday run finds one day booked), so earlier open weeks count too.
 */
async function openWeek(databaseUrl: string): Promise<OpenWeek> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ email: string; end_date: string; lines: number; entries: number }>(
      `WITH open_sheets AS (
         SELECT t.id, t.end_date, ue.address
           FROM timesheets t JOIN user_emails ue ON ue.user_id = t.user_id
          WHERE t.status = 'Not Submitted' AND ue.address ~ '^user[0-9]+@'
            AND t.end_date >= (SELECT max(end_date) FROM timesheets) - 28
       ), sized AS (
         SELECT s.address AS email, s.end_date,
                (SELECT count(*)::int FROM timesheet_line_items li WHERE li.timesheet_id = s.id) AS lines,
                (SELECT count(*)::int FROM timesheet_entries e WHERE e.timesheet_id = s.id) AS entries
           FROM open_sheets s
       )
       SELECT email, to_char(end_date, 'YYYYMMDD') AS end_date, lines, entries
         FROM sized WHERE lines >= 5 AND entries >= 20
        ORDER BY end_date DESC, length(email), email
        LIMIT 1`,
    );
    const row = found.rows[0];
    if (!row)
      throw new Error('No seeded employee has an open week of 5 lines and 20 entries in the last 4 weeks');
    return { email: row.email, endDate: row.end_date, lines: row.lines, entries: row.entries };
  } finally {
    await client.end();
  }
}

/** The table rows: the cold first load, the warm loads' median and 95th percentile, the route's JavaScript. */
export async function measureWeekScreen(
  browser: Browser,
  baseUrl: string,
  week: Pick<OpenWeek, 'email' | 'endDate'>,
  serverPid?: number,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await signInThroughPage(page, baseUrl, week.email);
    await page.addInitScript(firstInputProbe);
    const url = `${baseUrl}/user/timesheets/${week.endDate}`;
    const cold = await loadUntilTyped(page, url);
    const scripts = await loadedScripts(page, baseUrl);
    const routeScripts = scripts.filter((script) => script.startedAt <= cold);
    const times: number[] = [];
    const cpuBefore = serverPid === undefined ? 0 : processCpuMs(serverPid);
    for (let run = 0; run < loads; run++) times.push(await loadUntilTyped(page, url));
    const cpu =
      serverPid === undefined
        ? '–'
        : `${((processCpuMs(serverPid) - cpuBefore) / loads).toFixed(1)} (per load)`;
    times.sort((a, b) => a - b);
    const percentile = (p: number) =>
      Math.round(times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const gzipped = (list: Script[]) => kb(list.reduce((sum, script) => sum + script.gzipped, 0));
    return [
      `| week screen, first visit after sign-in: navigation → first hours cell takes a typed digit (ms) | – | ${Math.round(cold)} | – | 0 | – | – | – |`,
      `| week screen, ${loads} full reloads: navigation → first hours cell takes a typed digit (ms, p50 and p95) | – | ${percentile(0.5)} | ${percentile(0.95)} (p95) | 0 | ${cpu} | – | – |`,
      `| week screen route JavaScript until the first cell takes input: ${routeScripts.length} files, ${gzipped(routeScripts)} KB gzipped (target < 300 KB) | – | – | – | 0 | – | – | – |`,
      `| week screen JavaScript by network idle (later lazy chunks too): ${scripts.length} files, ${gzipped(scripts)} KB gzipped | – | – | – | 0 | – | – | – |`,
      buildCheckAgreement(routeScripts),
    ];
  } finally {
    await context.close();
  }
}

/** The real sign-in form, as a person uses it; resolves once the app has left the sign-in page. */
export async function signInThroughPage(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/signin`);
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((address) => address.pathname !== '/auth/signin', { timeout: 30_000 });
}

/**
 * One full navigation to the week; focuses the grid's first hours cell as soon as it is shown and types a
 * digit, then reverts it with Escape (nothing is saved). Milliseconds from navigation start to the cell's
 * input event carrying the digit.
 */
async function loadUntilTyped(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const cell = page.locator('[data-hours-grid] input.tally-hours-cell').first();
  await cell.focus({ timeout: 30_000 });
  await page.keyboard.type('7');
  const handle = await page.waitForFunction(
    () =>
      (globalThis as unknown as { __tallyFirstInput: { at: number; value: string } | null })
        .__tallyFirstInput,
    undefined,
    { timeout: 10_000 },
  );
  const input = (await handle.jsonValue()) as { at: number; value: string };
  if (input.value !== '7') throw new Error(`the hours cell read '${input.value}' after typing 7`);
  await page.keyboard.press('Escape');
  return input.at;
}

/**
 * Whether the web build's size check (apps/web/scripts/check-size.mjs) counts every file Chromium fetched
 * before the first input: a file it misses is a lazy import the week's first screen asks for, to be listed
 * in the route's `firstRender` (route-files.mjs), or the build would pass a week screen past its budget.
 */
function buildCheckAgreement(routeScripts: Script[]): string {
  const dist = join(repoRoot, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const week = ROUTES.find((route) => route.path.startsWith('/user/timesheets/'));
  if (!week) throw new Error('apps/web/scripts/route-files.mjs lists no week route');
  const counted = new Set(routeFiles(manifest, week).map((file) => `/${file}`));
  const fetched = new Set(routeScripts.map((script) => script.path));
  const missed = [...fetched].filter((path) => !counted.has(path));
  const extra = [...counted].filter((path) => !fetched.has(path));
  if (missed.length === 0 && extra.length === 0)
    return `The web build's size check counts the same ${counted.size} files for the week route.`;
  return [
    missed.length > 0
      ? `The web build's size check misses ${missed.length} of these files (add their modules to the week route's firstRender in apps/web/scripts/route-files.mjs): ${missed.join(', ')}.`
      : '',
    extra.length > 0
      ? `It counts ${extra.length} files Chromium did not fetch before the first input: ${extra.join(', ')}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

interface Script {
  path: string;
  /** When the document asked for it, ms since navigation start. */
  startedAt: number;
  /** The file gzipped at level 9, as apps/web/scripts/check-size.mjs counts it. */
  gzipped: number;
}

/** The JavaScript files of the app the current document has loaded, once the network is quiet. */
async function loadedScripts(page: Page, baseUrl: string): Promise<Script[]> {
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, startedAt: entry.startTime })),
  );
  const scripts = new Map<string, number>();
  for (const { url, startedAt } of entries) {
    const path = new URL(url).pathname;
    if (url.startsWith(baseUrl) && path.endsWith('.js') && !scripts.has(path)) scripts.set(path, startedAt);
  }
  // Each file as the server serves it (decoded), gzipped at level 9 as apps/web/scripts/check-size.mjs counts.
  return Promise.all(
    [...scripts].map(async ([path, startedAt]) => {
      const response = await fetch(`${baseUrl}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { path, startedAt, gzipped: gzipSync(body, { level: 9 }).length };
    }),
  );
}
