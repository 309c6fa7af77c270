// Issue #12: while a year's snapshot CSV streams from the server, another user's `{ me }` keeps its p99 under
// 50 ms. Runs the production build (`npm run build`) on the database at `databaseUrl` and changes nothing in it:
// `{ me { _id } }` at 10 connections alone (the same run's reference), then from the export's first bytes (after
// the range's sort) for 15 s while it streams.
import { formatRow, load } from '../load.ts';
import { signIn, startBuiltPortal } from '../portal.ts';

const password = process.env.DEMO_PASSWORD ?? 'demo1234';

export async function meDuringExport(databaseUrl: string, start: string, end: string): Promise<string[]> {
  const portal = await startBuiltPortal({ DATABASE_URL: databaseUrl });
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
    const exported = fetch(
      `${portal.baseUrl}/api/reports/timesheet-snapshots.csv?start=${start}&end=${end}`,
      {
        headers: { cookie: financeCookie },
      },
    ).then(async (response) => {
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
    await Promise.race([streaming, exported]);
    const during = await me(
      `\`{ me { _id } }\`, 10 connections, while the ${start}-${end} snapshot CSV streams`,
    );
    const exportMs = await exported;
    return [
      formatRow(alone),
      formatRow(during),
      `Export: ${(bytes / 1e6).toFixed(1)} MB, first bytes after ${firstByteMs.toFixed(0)} ms, whole file in ` +
        `${exportMs.toFixed(0)} ms (the { me } load ran from its first bytes for 15 s).`,
    ];
  } finally {
    await portal.stop();
  }
}
