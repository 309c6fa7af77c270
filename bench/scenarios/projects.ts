import { answerOf, freshScaleDatabase, graphqlLoad, positiveEnv } from '../graphql-load.ts';
import { formatRow } from '../load.ts';
import { signIn, startBuiltPortal } from '../portal.ts';

const password = process.env.DEMO_PASSWORD ?? 'demo1234';
const connections = 10;
/** The scale seed's first project manager: owner of one project in every (number of managers). */
const managerEmail = 'pm1@example.com';

// What the project list's first page shows per card (M-001..M-015), 50 per page.
const myProjectsDocument = `query BenchMyProjects {
  projectManagement {
    myProjects(limit: 50, offset: 0) {
      _id name projectCode status budget budgetUsed archived updatedAt
      client { _id name shortName }
      resources { _id name user { firstName lastName imageUrl } }
    }
  }
}`;

// The project detail's roles and team tabs (M-043..M-067), with each person's approved hours.
const projectDocument = `query BenchProject($projectId: ID!) {
  projectManagement {
    project(projectId: $projectId) {
      _id name budget budgetUsed canManage
      roles { _id name rate }
      resources {
        _id email name role rate startDate endDate inactive allowProjectManagement timesheetApprover
        totalApprovedHours user { firstName lastName title imageUrl }
      }
    }
  }
}`;

export interface ProjectBenchOptions {
  users?: number;
  weeks?: number;
}

interface MyProjectsAnswer {
  data?: { projectManagement: { myProjects: { _id: string }[] } } | null;
  errors?: unknown[];
}

/**
 * Issue #5: on `seedScale` data (BENCH_USERS × BENCH_WEEKS, default 1000 × 104) in PostgreSQL and the built
 * server, a project manager loads the first page of 'Projects I Manage' (`projectManagement.myProjects`) and
 * one of their projects with its roles and team (`projectManagement.project(projectId) { roles resources }`),
 * 10 connections for 10 s each.
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
    const portal = await startBuiltPortal({ DATABASE_URL: database.url });
    try {
      const cookie = await signIn(portal.baseUrl, managerEmail, password);
      const headers = { cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' };
      const listBody = { query: myProjectsDocument, operationName: 'BenchMyProjects' };
      const list = (await answerOf(portal.baseUrl, headers, listBody)) as MyProjectsAnswer;
      const projects = list.data?.projectManagement.myProjects ?? [];
      const projectId = projects[0]?._id;
      if (!projectId) throw new Error(`${managerEmail} manages no project`);
      const detailBody = { query: projectDocument, operationName: 'BenchProject', variables: { projectId } };
      await answerOf(portal.baseUrl, headers, detailBody);

      const listLoad = await graphqlLoad(
        `project list first page \`projectManagement.myProjects\` (${projects.length} projects), ${connections} connections`,
        portal.baseUrl,
        headers,
        listBody,
        connections,
      );
      const detailLoad = await graphqlLoad(
        `project detail \`projectManagement.project(projectId) { roles resources }\`, ${connections} connections`,
        portal.baseUrl,
        headers,
        detailBody,
        connections,
      );
      return [
        formatRow(listLoad),
        formatRow(detailLoad),
        `Data: \`seedScale\` ${summary.users} users × ${weeks} weeks (${summary.projects} projects, ` +
          `${summary.timesheets} timesheets, ${summary.entries} day entries), loaded (or copied from the seeded template) in ${seedSeconds} s; ` +
          `signed in as ${managerEmail}.`,
      ];
    } finally {
      await portal.stop();
    }
  } finally {
    await database.drop();
  }
}
