import { randomUUID } from 'node:crypto';
import { type DbOrTx, schema } from '@tally/db';
import { PROJECT_CODE_TAKEN_MESSAGE } from '@tally/domain/projects/project-list';
import { and, eq, inArray } from 'drizzle-orm';
import { fieldChanges, recordAuditEvent } from '../../auth/audit.ts';
import { mayUseIntegrationTools } from '../../auth/policies/integrations.ts';
import { mayCreateProjects } from '../../auth/policies/projects.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict, forbidden } from '../../graphql/errors.ts';
import { projectAfterSync, syncProject } from '../integrations/index.ts';
import { EDITING_MESSAGES } from './editing.messages.ts';
import { manageableProject, type ProjectRecord } from './project.access.ts';
import { findProject } from './project.queries.ts';
import { isProjectCodeTaken, PROJECT_CODE_INDEX } from './project-code.queries.ts';
import { refusingDuplicate, sameCode } from './unique-violation.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The fields updateProject may change; undefined leaves a field as it is, null clears it. */
export interface ProjectChanges {
  name?: string | undefined;
  description?: string | null | undefined;
  projectCode?: string | null | undefined;
  accountingCode?: string | null | undefined;
  accountingCodeSuffix?: string | null | undefined;
  sectors?: string[] | undefined;
  budget?: number | undefined;
  proposedBudget?: number | null | undefined;
  jobName?: string | null | undefined;
  clientId?: string | null | undefined;
  globallyVisible?: boolean | undefined;
  complete?: boolean | undefined;
  status?: string | null | undefined;
  owner?: string | null | undefined;
  /** Amount billed to the client so far; null clears it. */
  totalBilledAmount?: number | null | undefined;
  /** YYYY-MM-DD */
  startDate?: string | null | undefined;
}

const money = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.toFixed(2);

async function reread(deps: Deps, record: ProjectRecord): Promise<ProjectRecord> {
  const project = await findProject(deps.db, record.project.id);
  return { project: project ?? record.project, canManage: record.canManage };
}

/** The terms of a taxonomy by name, or null when the taxonomy is not set up (then any value is accepted). */
async function taxonomyTerms(db: DbOrTx, name: string): Promise<Set<string> | null> {
  const rows = await db
    .select({ term: schema.taxonomyTerms.name })
    .from(schema.taxonomyTerms)
    .innerJoin(schema.taxonomies, eq(schema.taxonomies.id, schema.taxonomyTerms.taxonomyId))
    .where(eq(schema.taxonomies.name, name));
  return rows.length === 0 ? null : new Set(rows.map((row) => row.term));
}

async function checkReferences(db: DbOrTx, changes: ProjectChanges, current: ProjectRecord['project']) {
  const fields: Record<string, string> = {};
  if (changes.clientId) {
    const [client] = await db
      .select({ id: schema.clients.id })
      .from(schema.clients)
      .where(eq(schema.clients.id, changes.clientId));
    if (!client) fields.clientId = EDITING_MESSAGES.clientNotFound;
  }
  if (changes.owner) {
    const [owner] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.id, changes.owner));
    if (!owner) fields.owner = EDITING_MESSAGES.ownerNotFound;
  }
  // Only a new code is checked: a project saved with the code it already has (a duplicate from before the
  // rule) can still be edited.
  if (
    changes.projectCode &&
    !sameCode(changes.projectCode, current.projectCode) &&
    (await isProjectCodeTaken(db, changes.projectCode, current.id))
  ) {
    fields.projectCode = PROJECT_CODE_TAKEN_MESSAGE;
  }
  // A value the project already has stays acceptable even if the list changed since.
  if (changes.status && changes.status !== current.status) {
    const statuses = await taxonomyTerms(db, 'Status');
    if (statuses && !statuses.has(changes.status)) fields.status = EDITING_MESSAGES.notATerm('Status');
  }
  if (changes.sectors && changes.sectors.length > 0) {
    const sectors = await taxonomyTerms(db, 'Sectors');
    const fresh = changes.sectors.filter((sector) => !current.sectors.includes(sector));
    if (sectors && fresh.some((sector) => !sectors.has(sector))) {
      fields.sectors = EDITING_MESSAGES.notATerm('Sectors');
    }
  }
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}

/** updateProject (M-027): managers only, not while editing is locked. */
export async function updateProject(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  changes: ProjectChanges,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  await checkReferences(deps.db, changes, record.project);
  const set = {
    name: changes.name,
    description: changes.description,
    projectCode: changes.projectCode,
    // A new code leaves the duplicates kept from before the rule (migration 0016): the unique index holds it.
    projectCodeDuplicate:
      changes.projectCode === undefined || sameCode(changes.projectCode, record.project.projectCode)
        ? undefined
        : false,
    accountingCode: changes.accountingCode,
    accountingCodeSuffix: changes.accountingCodeSuffix,
    sectors: changes.sectors,
    budget: changes.budget === undefined ? undefined : changes.budget.toFixed(2),
    proposedBudget: money(changes.proposedBudget),
    totalBilledAmount: money(changes.totalBilledAmount),
    jobName: changes.jobName,
    clientId: changes.clientId,
    globallyVisible: changes.globallyVisible,
    complete: changes.complete,
    status: changes.status,
    ownerId: changes.owner,
    startDate: changes.startDate,
  };
  const now = deps.clock();
  // Two saves taking one code at once both pass the check above; the unique index refuses the second.
  await refusingDuplicate(PROJECT_CODE_INDEX, { projectCode: PROJECT_CODE_TAKEN_MESSAGE }, () =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(schema.projects)
        .where(eq(schema.projects.id, projectId))
        .for('update');
      await tx
        .update(schema.projects)
        .set({ ...set, updatedAt: now })
        .where(eq(schema.projects.id, projectId));
      // The project's History (issue #17): every field the edit changed, before and after.
      const changed = fieldChanges(before ?? {}, set);
      if (changed.length > 0) {
        await recordAuditEvent(tx, {
          type: 'project-updated',
          now,
          userId: viewer.userId,
          metadata: { projectId, byUserId: viewer.userId, changes: changed },
        });
      }
    }),
  );
  return reread(deps, record);
}

/** archiveProject (M-036): toggles the archived state; not while editing is locked. */
export async function archiveProject(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  archived: boolean,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  await deps.db
    .update(schema.projects)
    .set({ archived, updatedAt: deps.clock() })
    .where(eq(schema.projects.id, projectId));
  return reread(deps, record);
}

/**
 * deleteProject (M-037, M-038): only an archived project, not while editing is locked, and never one with
 * booked time (its timesheets would lose their project). Its documents go with it; the rest cascades.
 */
export async function deleteProject(deps: Deps, viewer: Viewer, projectId: string): Promise<string> {
  const record = await manageableProject(deps, viewer, projectId);
  if (!record.project.archived) throw conflict(EDITING_MESSAGES.onlyArchivedDeleted);
  await deps.db.transaction(async (tx) => {
    const [booked] = await tx
      .select({ id: schema.timesheetLineItems.id })
      .from(schema.timesheetLineItems)
      .where(eq(schema.timesheetLineItems.projectId, projectId))
      .limit(1);
    if (booked) throw conflict(EDITING_MESSAGES.hasTimesheets);
    await tx
      .delete(schema.documents)
      .where(
        and(
          eq(schema.documents.relatedModelName, schema.PROJECT_DOCUMENT_MODEL),
          eq(schema.documents.relatedId, projectId),
        ),
      );
    await tx.delete(schema.projects).where(eq(schema.projects.id, projectId));
  });
  return projectId;
}

/**
 * cloneProject (M-040): '{name} (Copy)', not archived, no status, no integration link, with the roles, team,
 * milestones, deliverables, deliverable assignments, expenses (the fee grid's rows) and the budget each
 * category gives an expense (M-047) copied. Creating a project is for admin and
 * project-management (M-018); refused while the accounting integration is enabled.
 */
export async function cloneProject(deps: Deps, viewer: Viewer, projectId: string): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
  if (record.settings.lockEditing) throw conflict(EDITING_MESSAGES.cloneLocked);
  if (!mayCreateProjects(viewer)) throw forbidden();
  const source = record.project;
  const now = deps.clock();
  const newId = randomUUID();
  await deps.db.transaction(async (tx) => {
    const [roles, resources, milestones, deliverables, expenses, categoryBudgets] = await Promise.all([
      tx.select().from(schema.projectRoles).where(eq(schema.projectRoles.projectId, projectId)),
      tx.select().from(schema.projectResources).where(eq(schema.projectResources.projectId, projectId)),
      tx.select().from(schema.milestones).where(eq(schema.milestones.projectId, projectId)),
      tx.select().from(schema.deliverables).where(eq(schema.deliverables.projectId, projectId)),
      tx.select().from(schema.projectExpenses).where(eq(schema.projectExpenses.projectId, projectId)),
      tx
        .select({
          milestoneId: schema.milestoneExpenses.milestoneId,
          expenseId: schema.milestoneExpenses.expenseId,
          budget: schema.milestoneExpenses.budget,
        })
        .from(schema.milestoneExpenses)
        .innerJoin(schema.milestones, eq(schema.milestones.id, schema.milestoneExpenses.milestoneId))
        .where(eq(schema.milestones.projectId, projectId)),
    ]);
    const assignments =
      deliverables.length === 0
        ? []
        : await tx
            .select()
            .from(schema.deliverableResources)
            .where(
              inArray(
                schema.deliverableResources.deliverableId,
                deliverables.map((d) => d.id),
              ),
            );
    const { id: _id, createdAt: _c, updatedAt: _u, syncedAt: _s, sourceId: _src, ...fields } = source;
    await tx.insert(schema.projects).values({
      ...fields,
      id: newId,
      name: `${source.name} (Copy)`,
      // Project codes are unique (issue #13): the copy gets its own when someone sets one.
      projectCode: null,
      archived: false,
      status: null,
      sourceId: null,
      syncedAt: null,
      budgetUsed: '0',
      // Stale until first read, which works its budget used out from its own (copied) expenses.
      budgetUsedChanges: 1,
      budgetUsedComputed: 0,
      createdAt: now,
      updatedAt: now,
    });
    const resourceIds = new Map(resources.map((r) => [r.id, randomUUID()]));
    const milestoneIds = new Map(milestones.map((m) => [m.id, randomUUID()]));
    const deliverableIds = new Map(deliverables.map((d) => [d.id, randomUUID()]));
    const expenseIds = new Map(expenses.map((e) => [e.id, randomUUID()]));
    if (roles.length > 0) {
      await tx
        .insert(schema.projectRoles)
        .values(roles.map((role) => ({ ...role, id: randomUUID(), projectId: newId })));
    }
    if (resources.length > 0) {
      await tx.insert(schema.projectResources).values(
        resources.map((resource) => ({
          ...resource,
          id: resourceIds.get(resource.id)!,
          projectId: newId,
          sourceId: null,
          createdAt: now,
        })),
      );
    }
    if (milestones.length > 0) {
      await tx
        .insert(schema.milestones)
        .values(milestones.map((m) => ({ ...m, id: milestoneIds.get(m.id)!, projectId: newId })));
    }
    if (expenses.length > 0) {
      await tx
        .insert(schema.projectExpenses)
        .values(expenses.map((e) => ({ ...e, id: expenseIds.get(e.id)!, projectId: newId, createdAt: now })));
    }
    if (categoryBudgets.length > 0) {
      // The budget each category (milestone) gives an expense (setCategoryExpenseBudget, M-047).
      await tx.insert(schema.milestoneExpenses).values(
        categoryBudgets.map((b) => ({
          milestoneId: milestoneIds.get(b.milestoneId)!,
          expenseId: expenseIds.get(b.expenseId)!,
          budget: b.budget,
        })),
      );
    }
    if (deliverables.length > 0) {
      await tx.insert(schema.deliverables).values(
        deliverables.map((d) => ({
          ...d,
          id: deliverableIds.get(d.id)!,
          projectId: newId,
          milestoneId: d.milestoneId ? (milestoneIds.get(d.milestoneId) ?? null) : null,
          // An expense of the project names the copy's expense.
          expenseId: d.expenseId ? (expenseIds.get(d.expenseId) ?? d.expenseId) : null,
          sourceId: null,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    if (assignments.length > 0) {
      await tx.insert(schema.deliverableResources).values(
        assignments.map((a) => ({
          id: randomUUID(),
          deliverableId: deliverableIds.get(a.deliverableId)!,
          resourceId: resourceIds.get(a.resourceId)!,
          budgetedHours: a.budgetedHours,
        })),
      );
    }
  });
  const copy = await findProject(deps.db, newId);
  if (!copy) throw new Error('cloned project vanished');
  return { project: copy, canManage: true };
}

/**
 * manualProjectSync (M-041, S-025): 'Refresh Data' pulls the project, its deliverables and its team from the
 * accounting system (modules/integrations). A project's managers may ask while the integration is enabled
 * (editing locked); super-admins may always (the sync tool). Off (no NetSuite connection): a CONFLICT naming
 * the variables to set.
 */
export async function manualProjectSync(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectRecord> {
  if (!mayUseIntegrationTools(viewer)) {
    const record = await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
    if (!record.settings.lockEditing) throw conflict(EDITING_MESSAGES.syncUnlocked);
  }
  await syncProject(deps, viewer, projectId, 'manualProjectSync');
  await recordAuditEvent(deps.db, {
    type: 'project-manual-sync',
    userId: viewer.userId,
    email: viewer.email,
    metadata: { projectId },
    now: deps.clock(),
  });
  return projectAfterSync(deps, viewer, projectId);
}

/** addEndClient (M-030): creates a client and makes it the project's end client; name/description update the project when given. */
export async function addEndClient(
  deps: Deps,
  viewer: Viewer,
  input: {
    projectId: string;
    clientName: string;
    clientShortName: string;
    name?: string | null | undefined;
    description?: string | null | undefined;
  },
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [client] = await tx
      .insert(schema.clients)
      .values({ name: input.clientName, shortName: input.clientShortName, createdAt: now, updatedAt: now })
      .returning({ id: schema.clients.id });
    await tx
      .update(schema.projects)
      .set({
        endClientId: client!.id,
        ...(input.name ? { name: input.name } : {}),
        ...(input.description !== undefined && input.description !== null
          ? { description: input.description }
          : {}),
        updatedAt: now,
      })
      .where(eq(schema.projects.id, input.projectId));
  });
  return reread(deps, record);
}
