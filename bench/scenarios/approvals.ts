import pg from 'pg';
import { answerOf, freshScaleDatabase, graphqlLoad, positiveEnv } from '../graphql-load.ts';
import { afterWarmUp, formatRow, WARM_UP_SECONDS } from '../load.ts';
import { signIn, startBuiltPortal } from '../portal.ts';

const password = process.env.DEMO_PASSWORD ?? 'demo1234';
const connections = 10;
/** The scale seed's first manager approves the people of their team; admin@ backs up every approver. */
const approverEmail = 'pm1@example.com';
const backupEmail = 'admin@example.com';
/** Approvals sent before the measured run (a warm-up for the decision's code paths). */
const WARM_UP_APPROVALS = 400;

// The web app's ApprovalSheet fragment (apps/web/src/features/approvals/approvals.graphql), field for field.
const approvalSheet = `
    _id userId status totalHours endDate approverRole
    user { _id firstName lastName imageUrl }
    approvalsRequired { _id projectId status canApprove approvers { name email image } }
    canApprove { allowed reason warnings }
    canCancelAsApprover { allowed reason warnings }`;

// The approvals screen's pending table (the web app's PendingApprovals) with 'All projects' chosen (projectId
// null: every sheet the badge counts; the web preselects the first managed project, a subset of these), and
// the side menu with its Approvals badge (the shell's ShellMe, refetched after each decision).
const pendingDocument = `query BenchPending($projectId: ID) {
  pendingTimesheets(projectId: $projectId) {${approvalSheet}
  }
  me { _id menu { label badgeCount children { label badgeCount } } }
}`;

// The web app's ApproveTimesheet: the decision answers the sheet as the approvals tables show it.
const approveDocument = `mutation BenchApprove($id: ID!) {
  approveTimesheetLineItems(timesheetId: $id) {${approvalSheet}
  }
}`;

/**
 * Issue #4: on `seedScale` data (BENCH_USERS × BENCH_WEEKS, default 1000 × 104) in PostgreSQL and the built
 * server: a manager opens the approvals screen (pending list with the badge count), 10 connections for 10 s;
 * then the backup approver approves distinct submitted sheets, one approval per request (each writes the
 * steps, the timeline and a mail), 10 connections until the sheets run out or 10 s pass.
 */
export async function approvalBenchmarks(adminUrl: string): Promise<string[]> {
  const users = positiveEnv('BENCH_USERS', 1000);
  const weeks = positiveEnv('BENCH_WEEKS', 104);
  const database = await freshScaleDatabase(adminUrl, users, weeks, password);
  const summary = database.summary;
  try {
    const portal = await startBuiltPortal({ DATABASE_URL: database.url });
    try {
      const approver = await signIn(portal.baseUrl, approverEmail, password);
      const headers = { cookie: approver, 'content-type': 'application/json', 'x-tally-csrf': '1' };
      const pendingBody = {
        query: pendingDocument,
        operationName: 'BenchPending',
        variables: { projectId: null },
      };
      const pending = (await answerOf(portal.baseUrl, headers, pendingBody)) as {
        data: { pendingTimesheets: unknown[] };
      };
      const listLoad = await afterWarmUp(portal.pid, (warmUp) =>
        graphqlLoad(
          `approvals screen: \`pendingTimesheets\` (${pending.data.pendingTimesheets.length} sheets) and the menu badge, ${connections} connections`,
          portal.baseUrl,
          headers,
          pendingBody,
          connections,
          warmUp ? { seconds: WARM_UP_SECONDS } : {},
        ),
      );

      const ids = await submittedSheetIds(database.url);
      const backup = await signIn(portal.baseUrl, backupEmail, password);
      let next = 0;
      // The warm-up approves its own sheets; autocannon may send one request per connection beyond `amount`
      // in each run: keep a sheet for each of those.
      const warmUpSheets = Math.min(WARM_UP_APPROVALS, Math.floor(ids.length / 4));
      const approveLoad = await afterWarmUp(portal.pid, (warmUp) =>
        graphqlLoad(
          `approve a sheet \`approveTimesheetLineItems\` (distinct sheets), ${connections} connections`,
          portal.baseUrl,
          { ...headers, cookie: backup },
          () => ({ query: approveDocument, operationName: 'BenchApprove', variables: { id: ids[next++] } }),
          connections,
          {
            amount: warmUp ? warmUpSheets : Math.max(ids.length - warmUpSheets - 2 * connections, 1),
          },
        ),
      );
      return [
        formatRow(listLoad),
        formatRow(approveLoad),
        `Data: \`seedScale\` ${summary.users} users × ${weeks} weeks (${summary.timesheets} timesheets); ` +
          `${ids.length} submitted sheets available to approve (${warmUpSheets} of them in the warm-up); signed in as ${approverEmail} and ${backupEmail}.`,
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}

/** Submitted sheets with a step naming the backup approver, newest first (at most 3,000). */
async function submittedSheetIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      `SELECT DISTINCT t.id, t.end_date FROM timesheets t
         JOIN timesheet_approvals a ON a.timesheet_id = t.id AND a.status <> 'Approved'
         JOIN timesheet_approval_approvers aa ON aa.approval_id = a.id AND lower(aa.email) = $1
        WHERE t.status = 'Submitted-Pending'
        ORDER BY t.end_date DESC, t.id LIMIT 3000`,
      [backupEmail],
    );
    return result.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}
