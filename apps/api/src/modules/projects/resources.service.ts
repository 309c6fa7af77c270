import { type DbOrTx, schema } from '@tally/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { refusingDuplicate } from '../../graphql/unique-violation.ts';
import { manageableProject, readableProject } from './access.ts';
import { EDITING_MESSAGES } from './editing.messages.ts';
import { lifetimeWorkSql } from './queries/approved-work.ts';
import type { ProjectRecord } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A resource as addResource/updateResource receive it (dates YYYY-MM-DD). */
export interface ResourceInput {
  startDate: string;
  endDate?: string | null | undefined;
  role?: string | null | undefined;
  name: string;
  email: string;
  allowProjectManagement?: boolean | null | undefined;
  timesheetApprover?: boolean | null | undefined;
  inactive?: boolean | null | undefined;
  budgetedHours?: number | null | undefined;
  note?: string | null | undefined;
}

/**
 * Approved hours of one person on one project (M-058, M-067): the approved work of `lifetimeWorkSql`, read
 * from the sums approved_hours keeps per deliverable and month (not from the entries, which may be many
 * thousands).
 */
export async function approvedHours(db: DbOrTx, projectId: string, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const result = await db.execute<{ hours: string }>(sql`
    SELECT coalesce(sum(w.hours), 0)::text AS hours
    FROM (${lifetimeWorkSql(sql`${projectId}::uuid`, { keepZeroRows: true })}) w WHERE w.user_id = ${userId}::uuid`);
  return Number(result.rows[0]?.hours ?? 0);
}

async function accountOf(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: schema.userEmails.userId })
    .from(schema.userEmails)
    .where(eq(schema.userEmails.address, email.toLowerCase()))
    .limit(1);
  return row?.userId ?? null;
}

/** The active account holding this e-mail, if any (a timesheet approver must have one). */
async function activeAccountOf(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.userEmails)
    .innerJoin(schema.users, eq(schema.users.id, schema.userEmails.userId))
    .where(
      and(eq(schema.userEmails.address, email.trim().toLowerCase()), eq(schema.users.accountActive, true)),
    )
    .limit(1);
  return row?.id ?? null;
}

async function checkResource(
  db: DbOrTx,
  projectId: string,
  input: ResourceInput,
  current?: { id: string; role: string | null; email: string; timesheetApprover: boolean },
) {
  const exceptId = current?.id;
  const fields: Record<string, string> = {};
  const [duplicate] = await db
    .select({ id: schema.projectResources.id })
    .from(schema.projectResources)
    .where(
      and(
        eq(schema.projectResources.projectId, projectId),
        sql`lower(${schema.projectResources.email}) = ${input.email.toLowerCase()}`,
        exceptId ? ne(schema.projectResources.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (duplicate) fields.email = EDITING_MESSAGES.duplicateResource;
  // A role kept from before stays acceptable even when it is no longer one of the project's roles.
  if (input.role && input.role !== current?.role) {
    const [role] = await db
      .select({ id: schema.projectRoles.id })
      .from(schema.projectRoles)
      .where(and(eq(schema.projectRoles.projectId, projectId), eq(schema.projectRoles.name, input.role)))
      .limit(1);
    if (!role) fields.role = EDITING_MESSAGES.unknownRole;
  }
  // Timesheets are routed to a team approver's e-mail: it must be an active account (issue 13). Checked when
  // the flag is set or the e-mail changes, so an approver whose account was closed since can still be edited.
  const newApprover =
    input.timesheetApprover &&
    (!current?.timesheetApprover || current.email.toLowerCase() !== input.email.toLowerCase());
  if (newApprover && !(await activeAccountOf(db, input.email))) {
    fields.timesheetApprover = EDITING_MESSAGES.approverNotActive;
  }
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}

const columns = (input: ResourceInput) => ({
  startDate: input.startDate,
  endDate: input.endDate ?? null,
  role: input.role ?? null,
  name: input.name,
  email: input.email.toLowerCase(),
  allowProjectManagement: input.allowProjectManagement ?? false,
  timesheetApprover: input.timesheetApprover ?? false,
  inactive: input.inactive ?? false,
  budgetedHours:
    input.budgetedHours === null || input.budgetedHours === undefined ? null : input.budgetedHours.toFixed(2),
});

/** Writes a team member; the unique index refuses a duplicate e-mail that slipped past checkResource. */
const uniqueEmail = <T>(write: () => Promise<T>) =>
  refusingDuplicate(
    'project_resources_project_id_lower_email_key',
    { email: EDITING_MESSAGES.duplicateResource },
    write,
  );

/** addResource (M-060): refused while editing is locked (M-065). */
export async function addResource(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  input: ResourceInput,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  await checkResource(deps.db, projectId, input);
  const userId = await accountOf(deps.db, input.email);
  await uniqueEmail(() =>
    deps.db.insert(schema.projectResources).values({
      ...columns(input),
      note: input.note ?? null,
      projectId,
      userId,
      createdAt: deps.clock(),
    }),
  );
  return { project: record.project, canManage: record.canManage };
}

async function resourceById(db: DbOrTx, id: string) {
  const [resource] = await db
    .select()
    .from(schema.projectResources)
    .where(eq(schema.projectResources.id, id));
  if (!resource) throw notFound('Resource');
  return resource;
}

/** updateResource (M-062): allowed while editing is locked; the e-mail is matched to an account again. */
export async function updateResource(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: ResourceInput,
): Promise<ProjectRecord> {
  const resource = await resourceById(deps.db, id);
  const record = await manageableProject(deps, viewer, resource.projectId, { allowWhenLocked: true });
  await checkResource(deps.db, resource.projectId, input, resource);
  const userId = await accountOf(deps.db, input.email);
  await uniqueEmail(() =>
    deps.db
      .update(schema.projectResources)
      .set({ ...columns(input), note: input.note === undefined ? resource.note : input.note, userId })
      .where(eq(schema.projectResources.id, id)),
  );
  return { project: record.project, canManage: record.canManage };
}

/** removeResource (M-063): never while the person has approved hours on the project. */
export async function removeResource(deps: Deps, viewer: Viewer, id: string): Promise<ProjectRecord> {
  const resource = await resourceById(deps.db, id);
  const record = await manageableProject(deps, viewer, resource.projectId, { allowWhenLocked: true });
  await deps.db.transaction(async (tx) => {
    const hours = await approvedHours(tx, resource.projectId, resource.userId);
    if (hours > 0) throw conflict(EDITING_MESSAGES.hasApprovedHours(hours));
    await tx.delete(schema.projectResources).where(eq(schema.projectResources.id, id));
  });
  return { project: record.project, canManage: record.canManage };
}

/** projectResourceHours (M-067): a person's budgeted and approved hours on a project, for its readers. */
export async function projectResourceHours(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  userId: string,
): Promise<{ budgetedHours: number | null; totalApprovedHours: number }> {
  await readableProject(deps, viewer, projectId);
  const [row] = await deps.db
    .select({ budgeted: sql<string | null>`sum(${schema.projectResources.budgetedHours})` })
    .from(schema.projectResources)
    .where(and(eq(schema.projectResources.projectId, projectId), eq(schema.projectResources.userId, userId)));
  const budgeted = row?.budgeted ?? null;
  return {
    budgetedHours: budgeted === null ? null : Number(budgeted),
    totalApprovedHours: await approvedHours(deps.db, projectId, userId),
  };
}

/** assignableUsers: active accounts for the resource form's picker, for the project's managers. */
export async function assignableUsers(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  search: string | null | undefined,
) {
  await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
  const u = schema.users;
  const term = search?.trim().toLowerCase() ?? '';
  const like = `%${term.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return deps.db
    .select({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      title: u.title,
      email: sql<string>`(SELECT min(ue.address) FROM user_emails ue WHERE ue.user_id = users.id)`,
    })
    .from(u)
    .where(
      and(
        eq(u.accountActive, true),
        term === ''
          ? undefined
          : sql`(lower(${u.firstName} || ' ' || ${u.lastName}) LIKE ${like}
              OR EXISTS (SELECT 1 FROM user_emails m WHERE m.user_id = users.id AND m.address LIKE ${like}))`,
      ),
    )
    .orderBy(u.firstName, u.lastName)
    .limit(50);
}
