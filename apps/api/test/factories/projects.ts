import { type Db, schema } from '@tally/db';

export type ProjectInput = Partial<typeof schema.projects.$inferInsert>;

/** A project (default name 'Project', status In Progress; pass `status: null` for none); answers its id. */
export async function createProject(db: Db, input: ProjectInput = {}): Promise<string> {
  const [row] = await db
    .insert(schema.projects)
    .values({ name: 'Project', status: 'In Progress', ...input })
    .returning({ id: schema.projects.id });
  return row!.id;
}

export type RoleInput = { projectId: string } & Partial<typeof schema.projectRoles.$inferInsert>;

/** A role of a project (default name 'Consultant' at rate 0); answers its id. */
export async function createRole(db: Db, input: RoleInput): Promise<string> {
  const [row] = await db
    .insert(schema.projectRoles)
    .values({ name: 'Consultant', ...input })
    .returning({ id: schema.projectRoles.id });
  return row!.id;
}

export type ResourceInput = { projectId: string; email: string } & Partial<
  typeof schema.projectResources.$inferInsert
>;

/** A member of a project's team by e-mail (default start 2020-01-01, no account); answers its id. */
export async function createResource(db: Db, input: ResourceInput): Promise<string> {
  const [row] = await db
    .insert(schema.projectResources)
    .values({ startDate: '2020-01-01', ...input })
    .returning({ id: schema.projectResources.id });
  return row!.id;
}

export type MilestoneInput = { projectId: string } & Partial<typeof schema.milestones.$inferInsert>;

/** A milestone (category) of a project (default name 'Milestone'); answers its id. */
export async function createMilestone(db: Db, input: MilestoneInput): Promise<string> {
  const [row] = await db
    .insert(schema.milestones)
    .values({ name: 'Milestone', ...input })
    .returning({ id: schema.milestones.id });
  return row!.id;
}
