import { type DbOrTx, schema } from '@tally/db';
import type { ProjectAccessFacts } from '@tally/domain/policies/projects';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ClientRow, ProjectRow, ResourceRecord } from '../records.ts';
import { lifetimeWorkSql } from './approved-work.ts';

export async function findProject(db: DbOrTx, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(schema.projects).where(eq(schema.projects.id, projectId)).limit(1);
  return row ?? null;
}

/** The facts the project policy needs about one viewer and one project (findProjectsAccess for one). */
export async function findProjectAccess(
  db: DbOrTx,
  projectId: string,
  viewer: { userId: string; email: string | null },
): Promise<(ProjectAccessFacts & { project: ProjectRow }) | null> {
  const [access] = await findProjectsAccess(db, [projectId], viewer);
  return access ?? null;
}

export async function findClients(db: DbOrTx, ids: readonly string[]): Promise<Map<string, ClientRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(schema.clients)
    .where(sql`${schema.clients.id} = ANY(${sql.param([...ids])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findRolesByProject(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, (typeof schema.projectRoles.$inferSelect)[]>> {
  const rows = await db
    .select()
    .from(schema.projectRoles)
    .where(sql`${schema.projectRoles.projectId} = ANY(${sql.param([...projectIds])}::uuid[])`)
    .orderBy(schema.projectRoles.name);
  return groupBy(rows, (row) => row.projectId);
}

/**
 * Each project's team with the matching account and the person's approved hours on the project (all time), in
 * one statement (M-058, M-067): the approved work of `lifetimeWorkSql` (approved_hours, one row per deliverable
 * and month, not the entries) summed once per project and person.
 */
export async function findResourcesByProject(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, ResourceRecord[]>> {
  const r = schema.projectResources;
  const u = schema.users;
  const projects = sql`ANY(${sql.param([...projectIds])}::uuid[])`;
  const approved = sql`(SELECT w.project_id, w.user_id, sum(w.hours) AS hours
    FROM (${lifetimeWorkSql(projects, { keepZeroRows: true })}) w GROUP BY w.project_id, w.user_id) approved`;
  const rows = await db
    .select({
      resource: r,
      userId: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      title: u.title,
      imageUrl: u.imageUrl,
      approvedHours: sql<string>`coalesce(approved.hours, 0)`,
    })
    .from(r)
    .leftJoin(u, eq(u.id, r.userId))
    .leftJoin(approved, sql`approved.project_id = ${r.projectId} AND approved.user_id = ${u.id}`)
    .where(sql`${r.projectId} = ${projects}`)
    .orderBy(r.createdAt);
  const records = rows.map((row) => ({
    resource: row.resource,
    user:
      row.userId === null
        ? null
        : {
            id: row.userId,
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
            title: row.title,
            imageUrl: row.imageUrl,
          },
    totalApprovedHours: Number(row.approvedHours),
  }));
  return groupBy(records, (record) => record.resource.projectId);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The facts the project policy needs about one viewer and several projects, in one statement (unknown ids are
 * left out): each project with the viewer's resource entry on it (matched by account or e-mail; when there are
 * several, allowProjectManagement if any of them has it).
 */
export async function findProjectsAccess(
  db: DbOrTx,
  projectIds: readonly string[],
  viewer: { userId: string; email: string | null },
): Promise<(ProjectAccessFacts & { project: ProjectRow })[]> {
  if (projectIds.length === 0) return [];
  const p = schema.projects;
  const email = viewer.email?.toLowerCase() ?? '';
  const rows = await db
    .select({
      project: p,
      // "projects"."id" spelled out: Drizzle leaves the columns of a one-table select unqualified, and a bare
      // "id" inside the subquery would be the resource's.
      managing: sql<boolean | null>`(
        SELECT bool_or(r.allow_project_management) FROM project_resources r
         WHERE r.project_id = "projects"."id" AND (r.user_id = ${viewer.userId} OR lower(r.email) = ${email}))`,
    })
    .from(p)
    .where(sql`${p.id} = ANY(${sql.param([...new Set(projectIds)])}::uuid[])`);
  return rows.map(({ project, managing }) => ({
    project,
    ownerId: project.ownerId,
    globallyVisible: project.globallyVisible,
    viewerResource: managing === null ? null : { allowProjectManagement: managing },
  }));
}

/** The unique index of project codes (lower(btrim(code)); migration 0016). */
export const PROJECT_CODE_INDEX = 'projects_project_code_key';

/** Whether another project (templates included) holds this code, ignoring case and surrounding spaces. */
export async function isProjectCodeTaken(db: DbOrTx, projectCode: string, exceptProjectId: string | null) {
  const [row] = await db
    .select({ id: schema.projects.id })
    .from(schema.projects)
    .where(
      and(
        sql`lower(btrim(${schema.projects.projectCode})) = lower(btrim(${projectCode}))`,
        exceptProjectId ? ne(schema.projects.id, exceptProjectId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateProjectRow(
  db: DbOrTx,
  projectId: string,
  set: Partial<typeof schema.projects.$inferInsert>,
): Promise<void> {
  await db.update(schema.projects).set(set).where(eq(schema.projects.id, projectId));
}
