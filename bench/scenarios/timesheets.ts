import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '@tally/db';
import { seedScale } from '@tally/db/seeds';
import autocannon from 'autocannon';
import { formatRow, type LoadResult } from '../load.ts';
import { freshPostgresDatabase, repoRoot, signIn, startBuiltPortal } from '../portal.ts';

const password = process.env.DEMO_PASSWORD ?? 'demo1234';
const connections = 10;
const seconds = 10;

// The fields the week page asks for: the web app's own operation document (WeekTimesheet and its fragments).
const weekDocument = readFileSync(
  join(repoRoot, 'apps/web/src/features/timesheets/shared/timesheet.graphql'),
  'utf8',
);
const updateDocument = `${weekDocument}
mutation BenchUpdateHours($taskId: ID!, $hours: Float!) {
  updateHours(taskId: $taskId, hours: $hours) { ...TimesheetView }
}`;

export interface TimesheetBenchOptions {
  users?: number;
  weeks?: number;
}

interface WeekAnswer {
  data?: {
    timesheet: {
      _id: string;
      userId: string;
      canEdit: boolean;
      week: { tasks: { _id: string; hours: number }[] }[];
    } | null;
  };
  errors?: unknown[];
}

/**
 * Issue #3: on `seedScale` data (default BENCH_USERS × BENCH_WEEKS, target 1000 × 104) in PostgreSQL and the
 * built server, a signed-in employee loads a week (`timesheet(endDate, user)` with the week page's fields)
 * and saves an hours cell (`updateHours` on existing day entries of the open current week, each call
 * writing a value different from the previous one on that entry), 10 connections for 10 s each.
 */
export async function timesheetBenchmarks(
  adminUrl: string,
  options: TimesheetBenchOptions = {},
): Promise<string[]> {
  const users = options.users ?? positiveEnv('BENCH_USERS', 1000);
  const weeks = options.weeks ?? positiveEnv('BENCH_WEEKS', 104);
  const database = await freshPostgresDatabase(adminUrl);
  try {
    const seedStarted = performance.now();
    const summary = await seed(database.url, users, weeks);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(0);
    const portal = await startBuiltPortal({ DATABASE_URL: database.url });
    try {
      const endDate = currentWeekEnd();
      const subject = await findEditableWeek(portal.baseUrl, endDate);
      const headers = { cookie: subject.cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' };
      const weekBody = {
        query: weekDocument,
        operationName: 'WeekTimesheet',
        variables: { endDate, user: subject.userId },
      };
      await expectNoErrors(portal.baseUrl, headers, weekBody);
      const week = await graphqlLoad(
        `week page query \`timesheet(endDate, user)\`, ${connections} connections`,
        portal.baseUrl,
        headers,
        () => weekBody,
      );
      const taskIds = subject.taskIds;
      let call = 0;
      const save = await graphqlLoad(
        `save an hours cell \`updateHours\` (${taskIds.length} entries of one sheet), ${connections} connections`,
        portal.baseUrl,
        headers,
        () => {
          // Round-robin over the entries; each gets 1 to 3.75 h, never twice the same value in a row.
          const taskId = taskIds[call % taskIds.length];
          const hours = 1 + (Math.floor(call / taskIds.length) % 12) * 0.25;
          call += 1;
          return { query: updateDocument, operationName: 'BenchUpdateHours', variables: { taskId, hours } };
        },
      );
      return [
        formatRow(week),
        formatRow(save),
        `Data: \`seedScale\` ${summary.users} users × ${weeks} weeks (${summary.timesheets} timesheets, ` +
          `${summary.entries} day entries), loaded in ${seedSeconds} s; ${subject.email}'s week ending ${endDate}.`,
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}

async function seed(databaseUrl: string, users: number, weeks: number) {
  const database = await createDatabase({ databaseUrl });
  try {
    return await seedScale(database.db, { users, weeks, seed: 1, password, checkReferences: false });
  } finally {
    await database.close();
  }
}

/** The first seeded user (user1@, user2@ …) whose current week is open with day entries. */
async function findEditableWeek(baseUrl: string, endDate: string) {
  for (let index = 1; index <= 50; index++) {
    const email = `user${index}@example.com`;
    const cookie = await signIn(baseUrl, email, password).catch(() => null);
    if (!cookie) continue;
    const response = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' },
      body: JSON.stringify({ query: weekDocument, operationName: 'WeekTimesheet', variables: { endDate } }),
    });
    const answer = (await response.json()) as WeekAnswer;
    if (answer.errors) throw new Error(`timesheet(${endDate}) as ${email}: ${JSON.stringify(answer.errors)}`);
    const sheet = answer.data?.timesheet;
    if (!sheet?.canEdit) continue;
    // Entries on a project that no longer accepts time (closed since) are refused: keep the others.
    const headers = { cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' };
    const taskIds: string[] = [];
    for (const task of sheet.week.flatMap((day) => day.tasks)) {
      const variables = { taskId: task._id, hours: task.hours };
      const body = { query: updateDocument, operationName: 'BenchUpdateHours', variables };
      if (await answersWithoutErrors(baseUrl, headers, body)) taskIds.push(task._id);
    }
    if (taskIds.length > 0) return { email, cookie, userId: sheet.userId, taskIds };
  }
  throw new Error(`No seeded user among user1..user50@example.com has an open week ending ${endDate}`);
}

/** autocannon on /api/graphql with a body per request; a 200 answer carrying GraphQL errors counts as an error. */
async function graphqlLoad(
  name: string,
  baseUrl: string,
  headers: Record<string, string>,
  nextBody: () => object,
): Promise<LoadResult> {
  const graphqlErrors: string[] = [];
  const result = await autocannon({
    url: `${baseUrl}/api/graphql`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(nextBody()) }),
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"errors"')) graphqlErrors.push(body.slice(0, 300));
        },
      },
    ],
  });
  if (graphqlErrors.length > 0) {
    console.error(`${name}: ${graphqlErrors.length} answers with GraphQL errors, e.g. ${graphqlErrors[0]}`);
  }
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + graphqlErrors.length,
    non2xx: result.non2xx,
  };
}

async function expectNoErrors(baseUrl: string, headers: Record<string, string>, body: object): Promise<void> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || answer.errors) throw new Error(`${response.status} ${JSON.stringify(answer.errors)}`);
}

async function answersWithoutErrors(
  baseUrl: string,
  headers: Record<string, string>,
  body: object,
): Promise<boolean> {
  return expectNoErrors(baseUrl, headers, body).then(
    () => true,
    () => false,
  );
}

/** The week end (Sunday, the seeds' week-end day) of today's week, YYYYMMDD, as `seedScale` counts weeks. */
function currentWeekEnd(): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = new Date(today + ((7 - now.getUTCDay()) % 7) * 86_400_000);
  return end.toISOString().slice(0, 10).replaceAll('-', '');
}

function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}
