import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { answerOf, freshScaleDatabase, graphqlLoad, positiveEnv } from '../graphql-load.ts';
import { afterWarmUp, formatRow, processCpuMs, WARM_UP_SECONDS } from '../load.ts';
import { repoRoot, signIn, startBuiltPortal } from '../portal.ts';

const password = process.env.DEMO_PASSWORD ?? 'demo1234';
const connections = 10;
/** The scale seed's first project manager (project-management group: 'All Projects' lists every project). */
const managerEmail = 'pm1@example.com';
/** Day entries the big project is given before the detail, financials and export are timed. */
const bigProjectEntries = 100_000;
/** Sequential runs of each timed screen; the median and the slowest are reported. */
const timedRuns = 15;

// The web app's own operation documents, so the bench asks for exactly the fields the screens ask for.
const webDocument = (path: string) =>
  readFileSync(join(repoRoot, 'apps/web/src/features/projects', path), 'utf8');
const listDocument = webDocument('list/projectList.graphql');
const detailDocument = webDocument('detail/project.graphql');
const deliverablesDocument = webDocument('tabs/deliverables/deliverables.graphql');
const financialsDocument = webDocument('tabs/financials/financials.graphql');

export interface ProjectBenchOptions {
  users?: number;
  weeks?: number;
}

interface ListAnswer {
  data: { projectManagement: { allProjects: { _id: string }[] } };
}
interface DeliverablesAnswer {
  data: {
    projectManagement: { project: { deliverables: { _id: string; milestoneName: string | null }[] } };
  };
}

type Headers = Record<string, string>;

/**
 * Gives one project of `ownerEmail` at least `entries` day entries, set-based: the timesheet lines of the
 * busiest other billable projects (enough of them) are moved onto it, each deliverable onto one of the
 * project's deliverables (by position, round robin), so every sheet, status and person stays consistent.
 * Returns the project id and its entry count.
 */
export async function concentrateProjectHours(
  databaseUrl: string,
  ownerEmail: string,
  entries: number,
): Promise<{ projectId: string; entries: number; people: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const target = await client.query<{ id: string }>(
      `SELECT p.id FROM projects p JOIN user_emails ue ON ue.user_id = p.owner_id AND ue.address = $1
        WHERE NOT p.is_template AND NOT p.archived
        ORDER BY (SELECT count(*) FROM timesheet_entries e WHERE e.project_id = p.id) DESC, p.id LIMIT 1`,
      [ownerEmail],
    );
    const projectId = target.rows[0]?.id;
    if (!projectId) throw new Error(`${ownerEmail} owns no project`);
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE bench_move ON COMMIT DROP AS
       WITH td AS (
         SELECT d.id, row_number() OVER (ORDER BY d.position, d.id) - 1 AS k, count(*) OVER () AS n
           FROM deliverables d WHERE d.project_id = $1),
       sources AS (
         SELECT e.project_id, count(*) AS n, sum(count(*)) OVER (ORDER BY count(*) DESC, e.project_id) AS running
           FROM timesheet_entries e JOIN projects p ON p.id = e.project_id
          WHERE p.classification IS DISTINCT FROM 'Overhead' AND p.id <> $1
          GROUP BY e.project_id),
       chosen AS (
         SELECT project_id FROM sources
          WHERE running - n < $2 - (SELECT count(*) FROM timesheet_entries WHERE project_id = $1)),
       sd AS (
         SELECT d.id, row_number() OVER (PARTITION BY d.project_id ORDER BY d.position, d.id) - 1 AS k
           FROM deliverables d WHERE d.project_id IN (SELECT project_id FROM chosen))
       SELECT sd.id AS from_id, td.id AS to_id FROM sd JOIN td ON td.k = sd.k % td.n`,
      [projectId, entries],
    );
    await client.query(
      `UPDATE timesheet_line_items li SET project_id = $1, deliverable_id = m.to_id
         FROM bench_move m WHERE li.deliverable_id = m.from_id`,
      [projectId],
    );
    await client.query(
      `UPDATE timesheet_entries e SET project_id = $1, deliverable_id = m.to_id
         FROM bench_move m WHERE e.deliverable_id = m.from_id`,
      [projectId],
    );
    await client.query('COMMIT');
    // Statistics and visibility as autovacuum would leave them (the template is copied without statistics).
    await client.query('VACUUM ANALYZE');
    const counted = await client.query<{ entries: string; people: string }>(
      'SELECT count(*) AS entries, count(DISTINCT user_id) AS people FROM timesheet_entries WHERE project_id = $1',
      [projectId],
    );
    const row = counted.rows[0]!;
    return { projectId, entries: Number(row.entries), people: Number(row.people) };
  } finally {
    await client.end();
  }
}

interface Timed {
  median: number;
  max: number;
  /** The server's CPU ms per run, when its process id was given. */
  cpuMs?: number;
}

/** Median and slowest of `runs` sequential runs of `once` (after one warm-up run), in ms. */
async function timed(runs: number, once: () => Promise<unknown>, serverPid?: number): Promise<Timed> {
  await once();
  const times: number[] = [];
  const cpuBefore = serverPid === undefined ? 0 : processCpuMs(serverPid);
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  const cpuMs = serverPid === undefined ? undefined : (processCpuMs(serverPid) - cpuBefore) / runs;
  times.sort((a, b) => a - b);
  return { median: Math.round(times[Math.floor(times.length / 2)]!), max: Math.round(times.at(-1)!), cpuMs };
}

const cpuCell = (t: Timed) => (t.cpuMs === undefined ? '–' : `${t.cpuMs.toFixed(1)} (per run)`);

const timedRow = (name: string, t: Timed) =>
  `| ${name} | – | ${t.median} | ${t.max} (slowest of ${timedRuns}) | 0 | ${cpuCell(t)} | – | – |`;

/** What the Deliverables tab asks (M-068, M-077): the header, the rows, then hours used milestone by milestone. */
async function deliverablesTab(baseUrl: string, headers: Headers, projectId: string): Promise<number> {
  const ask = (operationName: string, document: string, variables: object) =>
    answerOf(baseUrl, headers, { query: document, operationName, variables });
  await ask('ProjectDetail', detailDocument, { projectId });
  const rows = (await ask('ProjectDeliverables', deliverablesDocument, { projectId })) as DeliverablesAnswer;
  const groups = new Map<string, string[]>();
  for (const row of rows.data.projectManagement.project.deliverables) {
    const key = row.milestoneName ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row._id]);
  }
  for (const deliverableIds of groups.values()) {
    await ask('ProjectDeliverableHours', deliverablesDocument, { projectId, deliverableIds });
  }
  return 2 + groups.size;
}

/** Downloads the Export Hours CSV and counts its rows (the header line left out). */
async function exportHours(baseUrl: string, cookie: string, projectId: string): Promise<number> {
  const params = new URLSearchParams({ projectId, startDate: '20000101', endDate: '20991231' });
  const response = await fetch(`${baseUrl}/api/projects/export-hours?${params}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export-hours answered ${response.status}`);
  let lines = 0;
  for await (const chunk of response.body) {
    for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
  }
  return lines - 1;
}

/**
 * The project figures of issue #5 against a running server, signed in as a project manager: the All Projects
 * first page (the web app's ProjectListAll, 50 cards) under load, then single-client timings of the big
 * project's Deliverables tab (every request it makes), its Financials tab and the Export Hours download.
 * With the server's process id, the rows also give the server's CPU ms per request (or per run).
 */
export async function measureProjects(
  baseUrl: string,
  email: string,
  projectId: string,
  serverPid?: number,
): Promise<{ rows: string[]; cards: number }> {
  const cookie = await signIn(baseUrl, email, password);
  const headers = { cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' };
  const listBody = {
    query: listDocument,
    operationName: 'ProjectListAll',
    variables: { offset: 0, limit: 50 },
  };
  const list = (await answerOf(baseUrl, headers, listBody)) as ListAnswer;
  const cards = list.data.projectManagement.allProjects.length;
  const listLoad = await afterWarmUp(serverPid, (warmUp) =>
    graphqlLoad(
      `project list first page (ProjectListAll, ${cards} cards), ${connections} connections`,
      baseUrl,
      headers,
      listBody,
      connections,
      warmUp ? { seconds: WARM_UP_SECONDS } : {},
    ),
  );

  let requests = 0;
  const tab = await timed(
    timedRuns,
    async () => {
      requests = await deliverablesTab(baseUrl, headers, projectId);
    },
    serverPid,
  );
  const financialsBody = {
    query: financialsDocument,
    operationName: 'ProjectFinancials',
    variables: { projectId, startDate: null, endDate: null },
  };
  const financials = await timed(timedRuns, () => answerOf(baseUrl, headers, financialsBody), serverPid);
  let exported = 0;
  const exports = await timed(
    3,
    async () => {
      exported = await exportHours(baseUrl, cookie, projectId);
    },
    serverPid,
  );
  const rowsPerSecond = Math.round(exported / (exports.median / 1000));
  return {
    cards,
    rows: [
      formatRow(listLoad),
      timedRow(`big project Deliverables tab, all ${requests} requests in sequence (ms), 1 client`, tab),
      timedRow('big project Financials tab (ProjectFinancials, ms), 1 client', financials),
      `| big project Export Hours CSV, ${exported} rows: ${rowsPerSecond} rows/s | – | ${exports.median} | ${exports.max} (slowest of 3) | 0 | ${cpuCell(exports)} | – | – |`,
    ],
  };
}

/**
 * Issue #5 on `seedScale` data (BENCH_USERS × BENCH_WEEKS, default 1000 × 104) in PostgreSQL and the built
 * server: see measureProjects. One project of the manager is first given ≥100,000 day entries.
 */
export async function projectBenchmarks(
  adminUrl: string,
  options: ProjectBenchOptions = {},
): Promise<string[]> {
  const users = options.users ?? positiveEnv('BENCH_USERS', 1000);
  const weeks = options.weeks ?? positiveEnv('BENCH_WEEKS', 104);
  const database = await freshScaleDatabase(adminUrl, users, weeks, password);
  const { summary } = database;
  const seedSeconds = database.seedSeconds.toFixed(0);
  try {
    const big = await concentrateProjectHours(database.url, managerEmail, bigProjectEntries);
    const portal = await startBuiltPortal({ DATABASE_URL: database.url });
    try {
      const measured = await measureProjects(portal.baseUrl, managerEmail, big.projectId, portal.pid);
      return [
        ...measured.rows,
        `Data: \`seedScale\` ${summary.users} users × ${weeks} weeks (${summary.projects} projects, ` +
          `${summary.timesheets} timesheets, ${summary.entries} day entries), loaded (or copied from the seeded template) in ${seedSeconds} s; ` +
          `signed in as ${managerEmail}; the big project (theirs) holds ${big.entries} day entries of ${big.people} people.`,
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}
