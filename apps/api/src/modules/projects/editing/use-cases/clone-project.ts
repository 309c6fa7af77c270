import { randomUUID } from 'node:crypto';
import { mayCreateProjects } from '@tally/domain/policies/projects';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict, forbidden } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { EDITING_MESSAGES } from '../../messages.ts';
import { findProject } from '../../queries/project.ts';
import type { ProjectRecord } from '../../records.ts';
import { findProjectParts, insertProjectWithParts } from '../queries.ts';

/**
 * cloneProject (M-040): '{name} (Copy)', not archived, no status, no integration link, with the roles, team,
 * milestones, deliverables, deliverable assignments, expenses (the fee grid's rows) and the budget each
 * category gives an expense (M-047) copied. Creating a project is for admin and
 * project-management (M-018); refused while the accounting integration is enabled.
 */
export async function cloneProject(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
  if (record.settings.lockEditing) throw conflict(EDITING_MESSAGES.cloneLocked);
  if (!mayCreateProjects(viewer)) throw forbidden();
  const source = record.project;
  const now = deps.clock();
  const newId = randomUUID();
  await deps.db.transaction(async (tx) => {
    const { roles, resources, milestones, deliverables, expenses, categoryBudgets, assignments } =
      await findProjectParts(tx, projectId);
    const { id: _id, createdAt: _c, updatedAt: _u, syncedAt: _s, sourceId: _src, ...fields } = source;
    const resourceIds = new Map(resources.map((r) => [r.id, randomUUID()]));
    const milestoneIds = new Map(milestones.map((m) => [m.id, randomUUID()]));
    const deliverableIds = new Map(deliverables.map((d) => [d.id, randomUUID()]));
    const expenseIds = new Map(expenses.map((e) => [e.id, randomUUID()]));
    await insertProjectWithParts(
      tx,
      {
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
      },
      {
        roles: roles.map((role) => ({ ...role, id: randomUUID(), projectId: newId })),
        resources: resources.map((resource) => ({
          ...resource,
          id: resourceIds.get(resource.id)!,
          projectId: newId,
          sourceId: null,
          createdAt: now,
        })),
        milestones: milestones.map((m) => ({ ...m, id: milestoneIds.get(m.id)!, projectId: newId })),
        expenses: expenses.map((e) => ({
          ...e,
          id: expenseIds.get(e.id)!,
          projectId: newId,
          createdAt: now,
        })),
        // The budget each category (milestone) gives an expense (setCategoryExpenseBudget, M-047).
        categoryBudgets: categoryBudgets.map((b) => ({
          milestoneId: milestoneIds.get(b.milestoneId)!,
          expenseId: expenseIds.get(b.expenseId)!,
          budget: b.budget,
        })),
        deliverables: deliverables.map((d) => ({
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
        assignments: assignments.map((a) => ({
          id: randomUUID(),
          deliverableId: deliverableIds.get(a.deliverableId)!,
          resourceId: resourceIds.get(a.resourceId)!,
          budgetedHours: a.budgetedHours,
        })),
      },
    );
  });
  const copy = await findProject(deps.db, newId);
  if (!copy) throw new Error('cloned project vanished');
  return { project: copy, canManage: true };
}
