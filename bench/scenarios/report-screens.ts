// The year in the report screens as finance sees them (issue #12): headless Chromium opens the daily and weekly
// snapshots and the custom report builder on twelve months of the scale seed and times navigation → first data
// row drawn. Beside each, the reference of the same run: the screen's own first window of rows, replayed by
// fetch with the same session (what the server takes; the rest is the browser's share). Every timed visit is
// cold on the server: it waits out the server's reuse of a query's totals (TOTALS_CACHE_MS) first.
//
// The browser shares the machine's cores with the portal and PostgreSQL, and a route's code is compiled
// without V8's code cache until its second visit: the screen timed first used to pay for the code the three
// share. So every screen is visited once before any is timed, and the timed visits go round the screens.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page, type Request } from 'playwright-core';
import { TOTALS_CACHE_MS } from '../../apps/api/src/modules/finance/reports/snapshot-window/use-cases/snapshot-window.ts';
import { chromiumOptions } from '../../e2e/fixtures/chromium.ts';
import { startBuiltPortal } from '../portal.ts';
import { median } from '../stats.ts';
import { signInThroughPage } from './week-screen.ts';

/** Timed visits per screen: the median and the slowest are reported. */
const LOADS = 5;
const FIRST_ROW = 'tbody tr[aria-rowindex="2"]:not([aria-busy])';

interface Screen {
  what: string;
  path: string;
}

/** Rows `| what | ms | same window by fetch ms | ratio | note |` for the range `start`..`end` (YYYYMMDD). */
export async function reportScreenFigures(
  databaseUrl: string,
  email: string,
  start: string,
  end: string,
): Promise<string[]> {
  const screens: Screen[] = [
    { what: 'daily snapshot', path: `/finance/reports/daily-snapshot/${end}?start=${start}` },
    { what: 'weekly snapshot', path: `/finance/reports/weekly-snapshot/${end}?start=${start}` },
    { what: 'custom report builder', path: `/finance/reports/custom?start=${start}&end=${end}` },
  ];
  const portal = await startBuiltPortal({ DATABASE_URL: databaseUrl });
  try {
    const browser = await chromium.launch(chromiumOptions);
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signInThroughPage(page, portal.baseUrl, email);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const lines = [
        `| ${start}-${end} in Chromium | ms | same window by fetch ms | ratio | |`,
        '|---|---|---|---|---|',
      ];
      // First visits (each loads its route's code), then LOADS rounds over the screens.
      const firsts = [];
      for (const screen of screens) {
        firsts.push(await firstRows(page, `${portal.baseUrl}${screen.path}`));
        await settle();
      }
      const times: number[][] = screens.map(() => []);
      const replays: number[][] = screens.map(() => []);
      for (let load = 0; load < LOADS; load++)
        for (const [index, screen] of screens.entries()) {
          await coldServer();
          times[index]!.push((await firstRows(page, `${portal.baseUrl}${screen.path}`)).ms);
          // The window alone (the totals are another request): past the page's own totals, not their cache.
          await settle();
          replays[index]!.push(await replay(portal.baseUrl, cookie, firsts[index]!.window));
        }
      for (const [index, screen] of screens.entries()) {
        const ms = median(times[index]!);
        const reference = median(replays[index]!);
        const line = `| ${screen.what}: navigation → first data row drawn (median of ${LOADS}, cold) | ${ms.toFixed(0)} | ${reference.toFixed(0)} | ${(ms / reference).toFixed(2)} | slowest ${Math.max(...times[index]!).toFixed(0)} ms; first visit ${firsts[index]!.ms.toFixed(0)} ms with the route's code |`;
        process.stderr.write(`${line}\n`);
        lines.push(line);
      }
      await context.close();
      return lines;
    } finally {
      await browser.close();
    }
  } finally {
    await portal.stop();
  }
}

/** One navigation to `url` until its first data row is drawn; the body of the screen's first window request. */
async function firstRows(page: Page, url: string): Promise<{ ms: number; window: WindowRequest }> {
  let window: WindowRequest | undefined;
  const listener = (request: Request) => {
    const body = request.postData() ?? '';
    // The window of rows (the screen asks the totals apart, after it).
    if (
      !window &&
      request.url().endsWith('/api/graphql') &&
      body.includes('"operationName":"SnapshotWindow"')
    )
      window = { body, headers: request.headers() };
  };
  page.on('request', listener);
  try {
    const started = performance.now();
    await page.goto(url);
    await page.waitForSelector(FIRST_ROW, { timeout: 120_000 });
    const ms = performance.now() - started;
    if (!window) throw new Error(`${url} asked no snapshot window`);
    return { ms, window };
  } finally {
    page.off('request', listener);
  }
}

interface WindowRequest {
  body: string;
  headers: Record<string, string>;
}

/** The screen's window request again, by fetch with the same session: milliseconds to the whole answer. */
async function replay(baseUrl: string, cookie: string, request: WindowRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { ...request.headers, cookie },
    body: request.body,
  });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"'))
    throw new Error(`window replay failed: ${text.slice(0, 300)}`);
  return performance.now() - started;
}

/** Waits for the totals a screen asked after its first rows (about half a second over a year) to finish. */
const settle = () => sleep(2_000);

/** Waits until the server no longer reuses the totals of the last query asked. */
const coldServer = () => sleep(TOTALS_CACHE_MS + 500);
