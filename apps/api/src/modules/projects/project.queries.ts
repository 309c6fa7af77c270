import { type DbOrTx, schema } from '@tally/db';
import { and, eq, sql } from 'drizzle-orm';
import type { ProjectAccessFacts } from '../../auth/policies/projects.ts';
import type { ResourceRecord } from './project.type.ts';

export type ProjectRow = typeof schema.projects.$inferSelect;
export type ClientRow = typeof schema.clients.$inferSelect;

export async function findProject(db: DbOrTx, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(schema.projects).where(eq(schema.projects.id, projectId)).limit(1);
  return row ?? null;
}

/** The facts the project policy needs about one viewer and one project, in one statement. */
export async function findProjectAccess(
  db: DbOrTx,
  projectId: string,
  viewer: { userId: string; email: string | null },
): Promise<(ProjectAccessFacts & { project: ProjectRow }) | null> {
  const project = await findProject(db, projectId);
  if (!project) return null;
  const email = viewer.email?.toLowerCase() ?? '';
  const [resource] = await db
    .select({ allowProjectManagement: schema.projectResources.allowProjectManagement })
    .from(schema.projectResources)
    .where(
      and(
        eq(schema.projectResources.projectId, projectId),
        sql`(${schema.projectResources.userId} = ${viewer.userId} OR lower(${schema.projectResources.email}) = ${email})`,
      ),
    )
    .orderBy(sql`${schema.projectResources.allowProjectManagement} DESC`)
    .limit(1);
  return {
    project,
    ownerId: project.ownerId,
    globallyVisible: project.globallyVisible,
    viewerResource: resource ?? null,
  };
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
 * Each project's team with the matching account and the person's approved hours on the project, in one
 * statement (M-058, M-067).
 */
export async function findResourcesByProject(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, ResourceRecord[]>> {
  const r = schema.projectResources;
  const u = schema.users;
  const rows = await db
    .select({
      resource: r,
      userId: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      title: u.title,
      imageUrl: u.imageUrl,
      approvedHours: sql<string>`coalesce((
        SELECT sum(e.hours) FROM timesheet_entries e
        JOIN timesheets ts ON ts.id = e.timesheet_id AND ts.status = 'Approved'
        WHERE e.project_id = ${r.projectId} AND e.user_id = ${u.id}
      ), 0)`,
    })
    .from(r)
    .leftJoin(u, eq(u.id, r.userId))
    .where(sql`${r.projectId} = ANY(${sql.param([...projectIds])}::uuid[])`)
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

/** findProjectAccess for many projects in two statements (unknown ids are left out). */
export async function findProjectsAccess(
  db: DbOrTx,
  projectIds: readonly string[],
  viewer: { userId: string; email: string | null },
): Promise<(ProjectAccessFacts & { project: ProjectRow })[]> {
  if (projectIds.length === 0) return [];
  const ids = sql.param([...new Set(projectIds)]);
  const projects = await db
    .select()
    .from(schema.projects)
    .where(sql`${schema.projects.id} = ANY(${ids}::uuid[])`);
  const email = viewer.email?.toLowerCase() ?? '';
  const r = schema.projectResources;
  const resources = await db
    .select({ projectId: r.projectId, allowProjectManagement: r.allowProjectManagement })
    .from(r)
    .where(
      sql`${r.projectId} = ANY(${ids}::uuid[]) AND (${r.userId} = ${viewer.userId} OR lower(${r.email}) = ${email})`,
    );
  const byProject = new Map<string, { allowProjectManagement: boolean }>();
  for (const resource of resources) {
    const known = byProject.get(resource.projectId);
    if (!known || resource.allowProjectManagement) byProject.set(resource.projectId, resource);
  }
  return projects.map((project) => ({
    project,
    ownerId: project.ownerId,
    globallyVisible: project.globallyVisible,
    viewerResource: byProject.get(project.id) ?? null,
  }));
}
