import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerOf, freshScaleDatabase, graphqlLoad, positiveEnv } from '../graphql-load.ts';
import { afterWarmUp, formatRow, WARM_UP_SECONDS } from '../load.ts';
import { repoRoot, signIn, startBuiltPortal } from '../portal.ts';

const password = process.env.DEMO_PASSWORD ?? 'demo1234';
const connections = 10;
/** Seeded users (user1@, user2@ …) looked at for an open current week, at most. */
const candidateUsers = 200;

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
}

/** A signed-in employee with their own open current-week sheet and the entries they may save. */
interface Employee {
  email: string;
  userId: string;
  headers: Record<string, string>;
  taskIds: string[];
}

/**
 * Issue #3: on `seedScale` data (BENCH_USERS × BENCH_WEEKS, default 1000 × 104) in PostgreSQL and the built
 * server, 10 connections for 10 s each: a signed-in employee loads their week (`timesheet(endDate, user)`
 * with the week page's fields, the web app's WeekTimesheet), then employees save hours cells (`updateHours`),
 * each connection one employee saving the entries of their own open current-week sheet, each call writing a
 * value different from the previous one on that entry.
 */
export async function timesheetBenchmarks(
  adminUrl: string,
  options: TimesheetBenchOptions = {},
): Promise<string[]> {
  const users = options.users ?? positiveEnv('BENCH_USERS', 1000);
  const weeks = options.weeks ?? positiveEnv('BENCH_WEEKS', 104);
  const database = await freshScaleDatabase(adminUrl, users, weeks, password);
  const { summary } = database;
  try {
    const portal = await startBuiltPortal({ DATABASE_URL: database.url });
    try {
      const rows = await timesheetLoads(portal.baseUrl, portal.pid);
      return [
        ...rows,
        `Data: \`seedScale\` ${summary.users} users × ${weeks} weeks (${summary.timesheets} timesheets, ` +
          `${summary.entries} day entries), loaded (or copied from the seeded template) in ` +
          `${database.seedSeconds.toFixed(0)} s.`,
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * The two loads against a running portal on scale data; the table rows and a line naming who was used.
 * With the server's process id, each row also gives the server's CPU ms per request.
 */
export async function timesheetLoads(baseUrl: string, serverPid?: number): Promise<string[]> {
  const endDate = currentWeekEnd();
  const employees = await findEditableWeeks(baseUrl, endDate, connections);
  const [subject] = employees;
  if (!subject) throw new Error('no employee found');
  const weekBody = {
    query: weekDocument,
    operationName: 'WeekTimesheet',
    variables: { endDate, user: subject.userId },
  };
  await answerOf(baseUrl, subject.headers, weekBody);
  const week = await afterWarmUp(serverPid, (warmUp) =>
    graphqlLoad(
      `week page query \`timesheet(endDate, user)\`, ${connections} connections`,
      baseUrl,
      subject.headers,
      weekBody,
      connections,
      warmUp ? { seconds: WARM_UP_SECONDS } : {},
    ),
  );
  // Connection n is employee n: round-robin over their entries, 1 to 3.75 h, never twice the same value in a row.
  const calls = employees.map(() => 0);
  const save = await afterWarmUp(serverPid, (warmUp) =>
    graphqlLoad(
      `save an hours cell \`updateHours\` (${connections} employees, each their own sheet), ${connections} connections`,
      baseUrl,
      subject.headers,
      (connection) => {
        const employee = employees[connection % employees.length]!;
        const call = calls[connection % employees.length]!;
        calls[connection % employees.length] = call + 1;
        const taskId = employee.taskIds[call % employee.taskIds.length];
        const hours = 1 + (Math.floor(call / employee.taskIds.length) % 12) * 0.25;
        return { query: updateDocument, operationName: 'BenchUpdateHours', variables: { taskId, hours } };
      },
      connections,
      {
        connectionHeaders: (connection) => employees[connection % employees.length]!.headers,
        ...(warmUp ? { seconds: WARM_UP_SECONDS } : {}),
      },
    ),
  );
  // Issue #16: one sheet saved from every connection at once (a person with two tabs, finance correcting it):
  // each save locks the sheet, so these wait for one another.
  let oneSheetCalls = 0;
  const oneSheet = await afterWarmUp(serverPid, (warmUp) =>
    graphqlLoad(
      `save an hours cell \`updateHours\` (one sheet, ${subject.taskIds.length} entries), ${connections} connections`,
      baseUrl,
      subject.headers,
      () => {
        const call = oneSheetCalls++;
        const taskId = subject.taskIds[call % subject.taskIds.length];
        const hours = 1 + (Math.floor(call / subject.taskIds.length) % 12) * 0.25;
        return { query: updateDocument, operationName: 'BenchUpdateHours', variables: { taskId, hours } };
      },
      connections,
      warmUp ? { seconds: WARM_UP_SECONDS } : {},
    ),
  );
  const entries = employees.reduce((sum, employee) => sum + employee.taskIds.length, 0);
  return [
    formatRow(week),
    formatRow(save),
    formatRow(oneSheet),
    `Week loaded: ${subject.email}'s week ending ${endDate}; saves by ${employees.length} employees ` +
      `(${employees.map((employee) => employee.email).join(', ')}) on ${entries} entries of their own sheets.`,
  ];
}

/** The first `count` seeded users (user1@, user2@ …) whose current week is open with entries they may save. */
async function findEditableWeeks(baseUrl: string, endDate: string, count: number): Promise<Employee[]> {
  const found: Employee[] = [];
  for (let index = 1; index <= candidateUsers && found.length < count; index++) {
    const email = `user${index}@example.com`;
    const cookie = await signIn(baseUrl, email, password).catch(() => null);
    if (!cookie) continue;
    const headers = { cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' };
    const body = { query: weekDocument, operationName: 'WeekTimesheet', variables: { endDate } };
    const sheet = ((await answerOf(baseUrl, headers, body)) as WeekAnswer).data?.timesheet;
    if (!sheet?.canEdit) continue;
    // Entries on a project that no longer accepts time (closed since) are refused: keep the others.
    const taskIds: string[] = [];
    for (const task of sheet.week.flatMap((day) => day.tasks)) {
      const variables = { taskId: task._id, hours: task.hours };
      const save = { query: updateDocument, operationName: 'BenchUpdateHours', variables };
      const saved = await answerOf(baseUrl, headers, save).then(
        () => true,
        () => false,
      );
      if (saved) taskIds.push(task._id);
    }
    if (taskIds.length > 0) found.push({ email, userId: sheet.userId, headers, taskIds });
  }
  if (found.length < count) {
    throw new Error(
      `Only ${found.length} of user1..user${candidateUsers}@example.com have an open week ending ${endDate}; ${count} needed`,
    );
  }
  return found;
}

/** The week end (Sunday, the seeds' week-end day) of today's week, YYYYMMDD, as `seedScale` counts weeks. */
function currentWeekEnd(): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = new Date(today + ((7 - now.getUTCDay()) % 7) * 86_400_000);
  return end.toISOString().slice(0, 10).replaceAll('-', '');
}
