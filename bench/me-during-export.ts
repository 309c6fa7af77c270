// Issue #12: while a year's snapshot CSV streams from the server, another user's `{ me }` keeps its p99 under
// 50 ms. Reads an already seeded scale database (npm run seed:scale) and changes nothing in it:
//   npm run build && BENCH_SCALE_DATABASE_URL=postgres://.../tally_scale npx tsx bench/me-during-export.ts
// Prints `{ me { _id } }` at 10 connections alone (the same run's reference), then while the export streams.
import { formatRow, load, tableHeader } from './load.ts';
import { signIn, startBuiltPortal } from './portal.ts';

const url = process.env.BENCH_SCALE_DATABASE_URL;
if (!url) throw new Error('BENCH_SCALE_DATABASE_URL must name a database seeded with npm run seed:scale');
const [start = '20251201', end = '20261130'] = process.argv.slice(2);
const password = process.env.DEMO_PASSWORD ?? 'demo1234';

const portal = await startBuiltPortal({ DATABASE_URL: url });
try {
  const meHeaders = {
    cookie: await signIn(portal.baseUrl, 'user1@example.com', password),
    'content-type': 'application/json',
    'x-tally-csrf': '1',
  };
  const financeCookie = await signIn(portal.baseUrl, 'admin@example.com', password);
  const me = (name: string) =>
    load({
      name,
      url: `${portal.baseUrl}/api/graphql`,
      connections: 10,
      seconds: 15,
      method: 'POST',
      headers: meHeaders,
      body: JSON.stringify({ query: '{ me { _id } }' }),
    });
  const warm = await me('warm-up');
  if (warm.errors + warm.non2xx > 0) throw new Error(`{ me } failed ${warm.errors + warm.non2xx} times`);
  const alone = await me('`{ me { _id } }`, 10 connections, alone');

  // The export, read and thrown away as it arrives; { me } runs while it streams.
  const exportStarted = performance.now();
  let bytes = 0;
  let firstByteMs = 0;
  let firstBytes = () => {};
  const streaming = new Promise<void>((resolve) => {
    firstBytes = resolve;
  });
  const exported = fetch(`${portal.baseUrl}/api/reports/timesheet-snapshots.csv?start=${start}&end=${end}`, {
    headers: { cookie: financeCookie },
  }).then(async (response) => {
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body ?? []) {
      if (bytes === 0) {
        firstByteMs = performance.now() - exportStarted;
        firstBytes();
      }
      bytes += (chunk as Uint8Array).byteLength;
    }
    return performance.now() - exportStarted;
  });
  // BENCH_AFTER_FIRST_BYTES=1: the load starts once rows stream (after the year's sort), not after a second.
  if (process.env.BENCH_AFTER_FIRST_BYTES) await streaming;
  else await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = await me(
    `\`{ me { _id } }\`, 10 connections, while the ${start}-${end} snapshot CSV streams`,
  );
  const exportMs = await exported;
  for (const line of tableHeader) console.log(line);
  console.log(formatRow(alone));
  console.log(formatRow(during));
  console.log(
    `Export: ${(bytes / 1e6).toFixed(1)} MB, first bytes after ${firstByteMs.toFixed(0)} ms, whole file in ` +
      `${exportMs.toFixed(0)} ms (the { me } load ran from ${process.env.BENCH_AFTER_FIRST_BYTES ? 'its first bytes' : 'its 1st second'} for 15 s).`,
  );
} finally {
  await portal.stop();
}
