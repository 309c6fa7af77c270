import { type DbOrTx, schema } from '@tally/db';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ProjectRecord } from '../../timesheets/index.ts';
import { projectColumns, toProject } from '../../timesheets/index.ts';
import type { ViewerKey, WeekViewFilter } from '../records.ts';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** Titles of the project-manager badge (spec §6) when they are a resource's role on a project. */
const MANAGER_ROLES = sql`('project manager', 'engagement manager', 'delivery lead')`;

/**
 * Projects the viewer manages: owner, or an active resource with allowProjectManagement, timesheetApprover or
 * a manager role; and projects of approval steps that name the viewer and are not approved yet (P-005).
 */
export function managedProjectIdsSql(viewer: ViewerKey): SQL {
  return sql`
    select p.id from projects p where p.owner_id = ${viewer.userId}
    union
    select r.project_id from project_resources r
    where (r.user_id = ${viewer.userId} or lower(r.email) = ${viewer.email}) and not r.inactive
      and (r.allow_project_management or r.timesheet_approver or lower(r.role) in ${MANAGER_ROLES})
    union
    select a.project_id from timesheet_approval_approvers aa
    join timesheet_approvals a on a.id = aa.approval_id
    where lower(aa.email) = ${viewer.email} and aa.step_open and a.status <> 'Approved' and a.project_id is not null`;
}

export async function listManagedProjectIds(db: DbOrTx, viewer: ViewerKey): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`select id from (${managedProjectIdsSql(viewer)}) m`);
  return ids(result.rows);
}

/**
 * The one home of "awaiting the viewer's approval" (P-004, ACCEPTANCE A-043): the sheet (`timesheets t`) is
 * submitted and has a step not approved yet whose approvers (canApprove) list the e-mail (lower case);
 * with a project, only sheets that have lines on it (P-003), whichever project the viewer's step is for: a
 * sheet's step of one project may name other approvers than its step of another, and the manager filtering by
 * a project wants every sheet with hours there that waits for them. The pending list and the Approvals badge
 * both count with it. `aa.step_open` (the step's status copied by triggers) lets PostgreSQL read only the
 * address's open steps.
 */
export function awaitingApproverSql(email: Placeholder | string, projectId?: Placeholder | string): SQL {
  // The values as sub-selects: PostgreSQL plans a prepared statement for each execution while the values show
  // (its estimate for one address beats the plan for any address), and planning costs more than running.
  const onProject =
    projectId === undefined
      ? sql``
      : sql`and exists (select 1 from timesheet_line_items l
          where l.timesheet_id = t.id and l.project_id = (select ${projectId}::uuid))`;
  return sql`t.status in ('Submitted-Pending', 'Submitted') and t.id in (
    select a.timesheet_id from timesheet_approval_approvers aa
    join timesheet_approvals a on a.id = aa.approval_id
    where lower(aa.email) = (select ${email}::text) and aa.step_open and a.status <> 'Approved') ${onProject}`;
}

/** Sheets of the week ending `endDate` with a step naming the viewer that is Approved. */
export async function listApprovedSheetIds(
  db: DbOrTx,
  viewer: ViewerKey,
  endDate: string,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select distinct t.id
    from timesheets t
    join timesheet_approvals a on a.timesheet_id = t.id
    join timesheet_approval_approvers aa on aa.approval_id = a.id
    where t.end_date = ${endDate} and a.status = 'Approved' and lower(aa.email) = ${viewer.email}`);
  return ids(result.rows);
}

/** The week view (P-010): sheets ending in the range where the viewer approves, or manages (showAll). */
export async function listWeekViewSheetIds(
  db: DbOrTx,
  viewer: ViewerKey,
  filter: WeekViewFilter,
): Promise<string[]> {
  const onProject = (column: SQL) => (filter.projectId ? sql`and ${column} = ${filter.projectId}` : sql``);
  const managedLines = sql`
    or exists (select 1 from timesheet_line_items l
      where l.timesheet_id = t.id and l.project_id in (${managedProjectIdsSql(viewer)}) ${onProject(sql`l.project_id`)})`;
  const namedInSettings = sql`
    or (t.status = 'Not Submitted' and exists (select 1 from user_approvers ua
      where ua.user_id = t.user_id and ua.type = 'individual' and lower(ua.value) = ${viewer.email}))`;
  const result = await db.execute<{ id: string }>(sql`
    select t.id from timesheets t
    where t.end_date between ${filter.startDate} and ${filter.endDate}
      ${filter.showNotSubmitted ? sql`` : sql`and t.status <> 'Not Submitted'`}
      and (
        exists (select 1 from timesheet_approvals a
          join timesheet_approval_approvers aa on aa.approval_id = a.id
          where a.timesheet_id = t.id and lower(aa.email) = ${viewer.email} ${onProject(sql`a.project_id`)})
        ${filter.showAll ? managedLines : sql``}
        ${filter.showNotSubmitted && !filter.projectId ? namedInSettings : sql``}
      )`);
  return ids(result.rows);
}

/** The owners (of those given) whose approver settings name the e-mail as an individual approver. */
export async function listOwnersNamingApprover(db: DbOrTx, ownerIds: readonly string[], email: string) {
  if (ownerIds.length === 0 || email === '') return new Set<string>();
  const { userApprovers } = schema;
  const rows = await db
    .select({ userId: userApprovers.userId, value: userApprovers.value })
    .from(userApprovers)
    .where(and(inArray(userApprovers.userId, [...new Set(ownerIds)]), eq(userApprovers.type, 'individual')));
  return new Set(rows.filter((row) => row.value.trim().toLowerCase() === email).map((row) => row.userId));
}

/** The given projects with their clients, by name. */
export async function listProjectsByIds(db: DbOrTx, ids: readonly string[]): Promise<ProjectRecord[]> {
  const { projects, clients } = schema;
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(inArray(projects.id, [...ids]))
    .orderBy(asc(projects.name));
  return rows.map(toProject);
}
