import { type DbOrTx, schema } from '@tally/db';
import { type BudgetStatus, budgetStatus } from '@tally/domain/budget';
import { roundCents } from '@tally/domain/cost';
import {
  type CostLine,
  checkAssignedHours,
  costExplanation,
  groupByMilestone,
  hasBudget,
  isMilestoneLevel,
  DELIVERABLE_MESSAGES as M,
  milestoneBudget,
  milestoneEntryRemoved,
  rowBudget,
} from '@tally/domain/deliverables';
import { FEE_GRID_MESSAGES, feeGridCategories } from '@tally/domain/financials';
import { and, eq, sql } from 'drizzle-orm';
import { mayEditAccountingCodes, mayReadProject } from '../../auth/policies/projects.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict, forbidden, notFound } from '../../graphql/errors.ts';
import { findApprovedWork } from '../projects/approved-work.queries.ts';
import { manageableProject, readableProject } from '../projects/project.access.ts';
import { findProjectAccess } from '../projects/project.queries.ts';
import {
  type AssignmentRecord,
  type CategoryExpenseRow,
  type DeliverableRecord,
  type DeliverableRow,
  findAssignments,
  findCategoryExpenses,
  findDeliverable,
  findDeliverablesByProject,
  findDeliverableUse,
  findMilestoneRow,
} from './deliverables.queries.ts';

type Deps = Pick<AppDeps, 'db'>;

/** One deliverable as the Deliverables tab shows it. */
export interface DeliverableView {
  /** The project it is shown in (a deliverable shared by all projects shows in each). */
  projectId: string;
  record: DeliverableRecord;
  assignments: AssignmentRecord[];
  /** null when hours were not asked for (withHours false). */
  hours: number | null;
  cost: number | null;
  explanation: string | null;
  budgetStatus: BudgetStatus;
}

export interface ViewOptions {
  withHours: boolean;
  deliverableIds?: readonly string[] | null;
}

const milestoneKey = (record: DeliverableRecord) =>
  `${record.deliverable.projectId}|${record.milestoneName ?? ''}`;

/**
 * The deliverables of many projects with their assignments and, when asked, approved hours and cost per
 * deliverable (one approved-work statement for all). A milestone-level row's budget status compares the whole
 * milestone's cost with the milestone budget.
 */
export async function loadDeliverableViews(
  db: DbOrTx,
  projectIds: readonly string[],
  options: ViewOptions,
): Promise<Map<string, DeliverableView[]>> {
  const byProject = await findDeliverablesByProject(db, projectIds);
  const wanted = options.deliverableIds ? new Set(options.deliverableIds) : null;
  const selected = new Map<string, DeliverableRecord[]>();
  for (const [projectId, records] of byProject) {
    selected.set(projectId, wanted ? records.filter((record) => wanted.has(record.deliverable.id)) : records);
  }
  const allSelected = [...selected.values()].flat();
  const assignments = await findAssignments(db, [...new Set(allSelected.map((r) => r.deliverable.id))]);

  // Hours: of the selected deliverables and of the rest of their milestones (for milestone-level status).
  const work = new Map<string, { hours: number; cost: number; lines: CostLine[] }>();
  const workKey = (projectId: string, deliverableId: string) => `${projectId}|${deliverableId}`;
  if (options.withHours && allSelected.length > 0) {
    const touched = new Set(allSelected.map(milestoneKey));
    const ids = new Set<string>();
    for (const [projectId, records] of byProject) {
      for (const record of records) {
        if (touched.has(`${projectId}|${record.milestoneName ?? ''}`)) ids.add(record.deliverable.id);
      }
    }
    const rows = await findApprovedWork(db, { projectIds, deliverableIds: [...ids], withNames: true });
    for (const row of rows) {
      const key = workKey(row.projectId, row.deliverableId);
      const total = work.get(key) ?? { hours: 0, cost: 0, lines: [] };
      total.hours = Math.round((total.hours + row.hours) * 100) / 100;
      total.cost = roundCents(total.cost + row.cost);
      total.lines.push({
        person: row.userName ?? 'Unknown person',
        hours: row.hours,
        rate: row.rate,
        source: row.rateSource,
        cost: row.cost,
      });
      work.set(key, total);
    }
  }

  const result = new Map<string, DeliverableView[]>();
  for (const [projectId, records] of selected) {
    const groups = new Map(
      groupByMilestone(
        (byProject.get(projectId) ?? []).map((record) => ({
          ...record,
          deliverableName: record.deliverable.name,
          budget: Number(record.deliverable.budget),
          budgetPercent:
            record.deliverable.budgetPercent === null ? null : Number(record.deliverable.budgetPercent),
        })),
      ).map((group) => [group.milestoneName, group]),
    );
    result.set(
      projectId,
      records.map((record) => {
        const own = work.get(workKey(projectId, record.deliverable.id));
        const view: DeliverableView = {
          projectId,
          record,
          assignments: assignments.get(record.deliverable.id) ?? [],
          hours: options.withHours ? (own?.hours ?? 0) : null,
          cost: options.withHours ? (own?.cost ?? 0) : null,
          explanation: options.withHours ? costExplanation(own?.lines ?? []) : null,
          budgetStatus: null,
        };
        if (options.withHours) {
          const budgetFields = budgetOf(record.deliverable);
          const group = groups.get(record.milestoneName ?? '');
          if (isMilestoneLevel(nameFields(record)) && group) {
            const members = [group.milestoneRow, ...group.children].filter((m) => m !== null);
            const groupCost = roundCents(
              members.reduce(
                (sum, member) => sum + (work.get(workKey(projectId, member.deliverable.id))?.cost ?? 0),
                0,
              ),
            );
            view.budgetStatus = budgetStatus(groupCost, milestoneBudget(group, record.projectBudget));
          } else {
            view.budgetStatus = budgetStatus(view.cost ?? 0, rowBudget(budgetFields, record.projectBudget));
          }
        }
        return view;
      }),
    );
  }
  return result;
}

const nameFields = (record: DeliverableRecord) => ({
  deliverableName: record.deliverable.name,
  milestoneName: record.milestoneName,
});

const budgetOf = (row: DeliverableRow) => ({
  budget: Number(row.budget),
  budgetPercent: row.budgetPercent === null ? null : Number(row.budgetPercent),
});

/** One deliverable's view, for mutation results. */
async function viewOf(db: DbOrTx, record: DeliverableRecord): Promise<DeliverableView> {
  const views = await loadDeliverableViews(db, [record.deliverable.projectId], {
    withHours: true,
    deliverableIds: [record.deliverable.id],
  });
  const view = views.get(record.deliverable.projectId)?.[0];
  if (!view) throw notFound('Deliverable');
  return view;
}

/** A deliverable the viewer may read, with its project. */
export async function readableDeliverable(deps: Deps, viewer: Viewer, deliverableId: string) {
  const record = await findDeliverable(deps.db, deliverableId);
  if (!record) throw notFound('Deliverable');
  await readableProject(deps, viewer, record.deliverable.projectId);
  return record;
}

/** A deliverable the viewer may change: not one shared by all projects (M-076). */
async function manageableDeliverable(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  options: { allowWhenLocked?: boolean } = {},
) {
  const record = await findDeliverable(deps.db, deliverableId);
  if (!record) throw notFound('Deliverable');
  const access = await manageableProject(deps, viewer, record.deliverable.projectId, options);
  if (record.deliverable.includeInAllProjects) throw conflict(M.includedEverywhere);
  return { record, settings: access.settings };
}

/** The milestone named so on the project, created at the end when new. */
async function milestoneFor(
  tx: DbOrTx,
  projectId: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const m = schema.milestones;
  const [existing] = await tx
    .select({ id: m.id, name: m.name })
    .from(m)
    .where(and(eq(m.projectId, projectId), eq(m.name, name)));
  if (existing) return existing;
  const [created] = await tx
    .insert(m)
    .values({
      projectId,
      name,
      position: sql`(SELECT coalesce(max(position), -1) + 1 FROM milestones WHERE project_id = ${projectId})`,
    })
    .onConflictDoNothing()
    .returning({ id: m.id, name: m.name });
  if (created) return created;
  const [raced] = await tx
    .select({ id: m.id, name: m.name })
    .from(m)
    .where(and(eq(m.projectId, projectId), eq(m.name, name)));
  if (!raced) throw conflict('The category could not be created; try again.');
  return raced;
}

async function nameTaken(tx: DbOrTx, milestoneId: string, name: string, exceptId?: string): Promise<boolean> {
  const d = schema.deliverables;
  const rows = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.milestoneId, milestoneId), sql`lower(${d.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

const DUPLICATE = 'A deliverable with this name already exists in this category';

export interface NewDeliverable {
  projectId: string;
  milestoneName: string;
  deliverableName: string;
  budget?: number | null;
  budgetPercent?: number | null;
  budgetedHours?: number | null;
}

/** addDeliverable (M-079): refused while editing is locked (M-078); the category is created when new. */
export async function addDeliverable(
  deps: Deps,
  viewer: Viewer,
  input: NewDeliverable,
): Promise<DeliverableView> {
  await manageableProject(deps, viewer, input.projectId);
  const budget = input.budget ?? 0;
  const budgetPercent = input.budgetPercent ?? null;
  const milestoneLevel = input.deliverableName === input.milestoneName;
  if (milestoneLevel && milestoneEntryRemoved({ budget, budgetPercent })) {
    throw badUserInput({ budget: 'Enter a budget or a percent for the category' });
  }
  const id = await deps.db.transaction(async (tx) => {
    const milestone = await milestoneFor(tx, input.projectId, input.milestoneName);
    if (await nameTaken(tx, milestone.id, input.deliverableName))
      throw badUserInput({ deliverableName: DUPLICATE });
    if (!milestoneLevel && hasBudget({ budget, budgetPercent })) {
      const milestoneRow = await findMilestoneRow(tx, milestone.id);
      if (milestoneRow && hasBudget(budgetOf(milestoneRow.deliverable))) {
        throw badUserInput({ budget: M.childBudgetDisabled });
      }
    }
    const d = schema.deliverables;
    const [row] = await tx
      .insert(d)
      .values({
        projectId: input.projectId,
        milestoneId: milestone.id,
        name: input.deliverableName,
        budget: String(budget),
        budgetPercent: budgetPercent === null ? null : String(budgetPercent),
        budgetedHours: input.budgetedHours == null ? null : String(input.budgetedHours),
        position: milestoneLevel
          ? -1
          : sql`(SELECT coalesce(max(position), -1) + 1 FROM deliverables WHERE milestone_id = ${milestone.id})`,
      })
      .returning({ id: d.id });
    return row!.id;
  });
  const record = await findDeliverable(deps.db, id);
  if (!record) throw notFound('Deliverable');
  return viewOf(deps.db, record);
}

/** The changes updateDeliverable received: undefined = unchanged, null = cleared. */
export interface DeliverableChanges {
  deliverableName?: string;
  milestoneName?: string;
  accountingCode?: string | null;
  accountingCodeSuffix?: string | null;
  budget?: number | null;
  rate?: number | null;
  blendedRate?: number | null;
  budgetPercent?: number | null;
  expenseId?: string | null;
  expenseBudget?: number | null;
  disabled?: boolean | null;
  startDate?: string | null;
  endDate?: string | null;
  billingDate?: string | null;
  status?: 'Not Started' | 'In Progress' | 'Completed' | null;
  trackAgainstTimeOff?: boolean | null;
  budgetedHours?: number | null;
}

const money = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

/**
 * updateDeliverable (M-075, M-081). Allowed while editing is locked (the integration requires a start date then,
 * M-080). A milestone-level row whose budget and percent are both cleared is removed (M-073): the result is null.
 */
export async function updateDeliverable(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  changes: DeliverableChanges,
): Promise<DeliverableView | null> {
  if (changesOnlyAccountingCodes(changes) && viewer.groups.includes('finance')) {
    return updateAccountingCodes(deps, viewer, deliverableId, changes);
  }
  const { record, settings } = await manageableDeliverable(deps, viewer, deliverableId, {
    allowWhenLocked: true,
  });
  const current = record.deliverable;
  const removed = await deps.db.transaction(async (tx) => {
    let milestoneId = current.milestoneId;
    let milestoneName = record.milestoneName;
    if (changes.milestoneName !== undefined && changes.milestoneName !== record.milestoneName) {
      const milestone = await milestoneFor(tx, current.projectId, changes.milestoneName);
      milestoneId = milestone.id;
      milestoneName = milestone.name;
    }
    const name = changes.deliverableName ?? current.name;
    if (milestoneId && (name !== current.name || milestoneId !== current.milestoneId)) {
      if (await nameTaken(tx, milestoneId, name, current.id))
        throw badUserInput({ deliverableName: DUPLICATE });
    }
    const milestoneLevel = milestoneName !== null && name === milestoneName;
    const next = {
      budget: changes.budget === undefined ? Number(current.budget) : (changes.budget ?? 0),
      budgetPercent:
        changes.budgetPercent === undefined
          ? current.budgetPercent === null
            ? null
            : Number(current.budgetPercent)
          : changes.budgetPercent,
    };
    const startDate = changes.startDate === undefined ? current.startDate : changes.startDate;
    const endDate = changes.endDate === undefined ? current.endDate : changes.endDate;
    if (settings.lockEditing && !milestoneLevel && !startDate) {
      throw badUserInput({ startDate: M.startDateRequired });
    }
    if (startDate && endDate && endDate < startDate) throw badUserInput({ endDate: M.endBeforeStart });
    const budgetChanged = changes.budget !== undefined || changes.budgetPercent !== undefined;
    if (!milestoneLevel && budgetChanged && hasBudget(next) && milestoneId) {
      const milestoneRow = await findMilestoneRow(tx, milestoneId);
      if (
        milestoneRow &&
        milestoneRow.deliverable.id !== current.id &&
        hasBudget(budgetOf(milestoneRow.deliverable))
      ) {
        throw badUserInput({ [changes.budgetPercent ? 'budgetPercent' : 'budget']: M.childBudgetDisabled });
      }
    }
    if (milestoneLevel && budgetChanged && milestoneEntryRemoved(next)) {
      const use = await findDeliverableUse(tx, current.id);
      if (!use.entries) {
        await tx.delete(schema.deliverables).where(eq(schema.deliverables.id, current.id));
        return true;
      }
    }
    await tx
      .update(schema.deliverables)
      .set({
        name,
        milestoneId,
        accountingCode: changes.accountingCode,
        accountingCodeSuffix: changes.accountingCodeSuffix,
        budget: changes.budget === undefined ? undefined : String(next.budget),
        budgetPercent: money(changes.budgetPercent),
        rate: money(changes.rate),
        blendedRate: money(changes.blendedRate),
        expenseId: changes.expenseId,
        expenseBudget: money(changes.expenseBudget),
        disabled: changes.disabled ?? undefined,
        startDate,
        endDate,
        billingDate: changes.billingDate,
        status: changes.status ?? undefined,
        trackAgainstTimeOff: changes.trackAgainstTimeOff ?? undefined,
        budgetedHours: money(changes.budgetedHours),
        position: milestoneLevel ? -1 : undefined,
        updatedAt: new Date(),
      })
      .where(eq(schema.deliverables.id, current.id));
    await dropEmptyMilestone(tx, current.milestoneId);
    return false;
  });
  if (removed) {
    await dropEmptyMilestone(deps.db, current.milestoneId);
    return null;
  }
  const updated = await findDeliverable(deps.db, current.id);
  if (!updated) throw notFound('Deliverable');
  return viewOf(deps.db, updated);
}

const ACCOUNTING_CODE_FIELDS: readonly (keyof DeliverableChanges)[] = [
  'accountingCode',
  'accountingCodeSuffix',
];

function changesOnlyAccountingCodes(changes: DeliverableChanges): boolean {
  return (Object.keys(changes) as (keyof DeliverableChanges)[]).every(
    (key) => changes[key] === undefined || ACCOUNTING_CODE_FIELDS.includes(key),
  );
}

/** Finance keeps the BU Code and IS Code of deliverables on projects it reads (M-084), locked or not. */
async function updateAccountingCodes(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  changes: DeliverableChanges,
): Promise<DeliverableView> {
  const record = await findDeliverable(deps.db, deliverableId);
  if (!record) throw notFound('Deliverable');
  const access = await findProjectAccess(deps.db, record.deliverable.projectId, viewer);
  if (!access || !mayReadProject(viewer, access)) throw forbidden();
  if (!mayEditAccountingCodes(viewer, access)) throw forbidden();
  if (record.deliverable.includeInAllProjects) throw conflict(M.includedEverywhere);
  await deps.db
    .update(schema.deliverables)
    .set({
      accountingCode: changes.accountingCode,
      accountingCodeSuffix: changes.accountingCodeSuffix,
      updatedAt: new Date(),
    })
    .where(eq(schema.deliverables.id, deliverableId));
  const updated = await findDeliverable(deps.db, deliverableId);
  if (!updated) throw notFound('Deliverable');
  return viewOf(deps.db, updated);
}

export interface MilestoneBudgetInput {
  projectId: string;
  milestoneName: string;
  budget?: number | null;
  budgetPercent?: number | null;
  blendedRate?: number | null;
  expenseBudget?: number | null;
}

/**
 * Milestone-level save (M-074): updates the milestone-level row's budget, budgetPercent, blendedRate and
 * expenseBudget, creating the row when missing and removing it when neither budget nor percent remains (M-073).
 */
export async function saveMilestoneBudget(
  deps: Deps,
  viewer: Viewer,
  input: MilestoneBudgetInput,
): Promise<DeliverableView | null> {
  const { settings } = await manageableProject(deps, viewer, input.projectId, { allowWhenLocked: true });
  const m = schema.milestones;
  const [milestone] = await deps.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.projectId, input.projectId), eq(m.name, input.milestoneName)));
  if (!milestone) throw notFound('Category');
  const existing = await findMilestoneRow(deps.db, milestone.id);
  if (existing) {
    return updateDeliverable(deps, viewer, existing.deliverable.id, {
      budget: input.budget ?? null,
      budgetPercent: input.budgetPercent ?? null,
      blendedRate: input.blendedRate,
      expenseBudget: input.expenseBudget,
    });
  }
  const fields = { budget: input.budget ?? 0, budgetPercent: input.budgetPercent ?? null };
  if (milestoneEntryRemoved(fields)) return null;
  if (settings.lockEditing) {
    // Adding rows is refused while the integration owns the data (M-078).
    await manageableProject(deps, viewer, input.projectId);
  }
  const d = schema.deliverables;
  const [row] = await deps.db
    .insert(d)
    .values({
      projectId: input.projectId,
      milestoneId: milestone.id,
      name: input.milestoneName,
      budget: String(fields.budget),
      budgetPercent: fields.budgetPercent === null ? null : String(fields.budgetPercent),
      blendedRate: money(input.blendedRate) ?? null,
      expenseBudget: money(input.expenseBudget) ?? null,
      position: -1,
    })
    .returning({ id: d.id });
  const record = await findDeliverable(deps.db, row!.id);
  if (!record) throw notFound('Deliverable');
  return viewOf(deps.db, record);
}

async function dropEmptyMilestone(db: DbOrTx, milestoneId: string | null): Promise<void> {
  if (!milestoneId) return;
  await db.execute(sql`
    DELETE FROM milestones m WHERE m.id = ${milestoneId}
      AND NOT EXISTS (SELECT 1 FROM deliverables d WHERE d.milestone_id = m.id)`);
}

/**
 * removeDeliverable (M-082): refused when approved hours exist (M-083) or when any timesheet still references
 * the deliverable (its hours would be orphaned).
 */
export async function removeDeliverable(deps: Deps, viewer: Viewer, deliverableId: string): Promise<string> {
  const { record } = await manageableDeliverable(deps, viewer, deliverableId, { allowWhenLocked: true });
  await deps.db.transaction(async (tx) => {
    const use = await findDeliverableUse(tx, deliverableId);
    if (use.approved) throw conflict(M.deleteBlocked);
    if (use.entries) throw conflict(M.deleteBlockedByEntries);
    await tx.delete(schema.deliverables).where(eq(schema.deliverables.id, deliverableId));
    await dropEmptyMilestone(tx, record.deliverable.milestoneId);
  });
  return deliverableId;
}

/** Hours of an assignment (M-092): numeric, steps of 0.25, empty = 0. */
function assignedHours(value: number | null | undefined): number {
  const checked = checkAssignedHours(value ?? 0);
  if ('error' in checked) throw badUserInput({ budgetedHours: checked.error });
  return checked.hours;
}

export interface AssignmentInput {
  resourceId: string;
  budgetedHours?: number | null;
}

/** addDeliverableResource (M-093): hidden and refused when netsuite-url is set; refused while locked. */
export async function addDeliverableResource(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  input: AssignmentInput,
): Promise<DeliverableView> {
  const { record, settings } = await manageableDeliverable(deps, viewer, deliverableId);
  if (settings.accountingUrlSet) throw conflict(M.addResourcesHidden);
  const hours = assignedHours(input.budgetedHours);
  const r = schema.projectResources;
  const [resource] = await deps.db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, input.resourceId), eq(r.projectId, record.deliverable.projectId)));
  if (!resource) throw badUserInput({ resourceId: M.resourceNotOnProject });
  const a = schema.deliverableResources;
  const inserted = await deps.db
    .insert(a)
    .values({ deliverableId, resourceId: input.resourceId, budgetedHours: String(hours) })
    .onConflictDoNothing()
    .returning({ id: a.id });
  if (inserted.length === 0) throw conflict(M.alreadyAssigned);
  return viewOf(deps.db, record);
}

/** updateDeliverableResource (M-092). */
export async function updateDeliverableResource(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  input: AssignmentInput,
): Promise<DeliverableView> {
  const { record } = await manageableDeliverable(deps, viewer, deliverableId, { allowWhenLocked: true });
  const hours = assignedHours(input.budgetedHours);
  const a = schema.deliverableResources;
  const updated = await deps.db
    .update(a)
    .set({ budgetedHours: String(hours) })
    .where(and(eq(a.deliverableId, deliverableId), eq(a.resourceId, input.resourceId)))
    .returning({ id: a.id });
  if (updated.length === 0) throw notFound('Assignment');
  return viewOf(deps.db, record);
}

/** removeDeliverableResource (M-094). */
export async function removeDeliverableResource(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  resourceId: string,
): Promise<DeliverableView> {
  const { record } = await manageableDeliverable(deps, viewer, deliverableId, { allowWhenLocked: true });
  const a = schema.deliverableResources;
  const removed = await deps.db
    .delete(a)
    .where(and(eq(a.deliverableId, deliverableId), eq(a.resourceId, resourceId)))
    .returning({ id: a.id });
  if (removed.length === 0) throw notFound('Assignment');
  return viewOf(deps.db, record);
}

/** getResourcesByDeliverableId (M-096). */
export async function resourcesOfDeliverable(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
): Promise<AssignmentRecord[]> {
  await readableDeliverable(deps, viewer, deliverableId);
  return (await findAssignments(deps.db, [deliverableId])).get(deliverableId) ?? [];
}

/** One category (milestone) column of the Project Summary fee grid with its expense budgets (M-047). */
export interface FeeGridCategoryView {
  milestoneId: string;
  milestoneName: string;
  budget: number;
  expenses: CategoryExpenseRow[];
}

/** The fee grid's category columns of many projects: two statements for any number of projects. */
export async function loadFeeGridCategories(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, FeeGridCategoryView[]>> {
  const byProject = await findDeliverablesByProject(db, projectIds);
  const columns = new Map<string, (FeeGridCategoryView & { projectId: string })[]>();
  for (const [projectId, records] of byProject) {
    // Only the project's own milestones: shared deliverables belong to another project's categories.
    const own = records.filter((record) => record.deliverable.projectId === projectId);
    const milestoneIds = new Map(
      own.map((record) => [record.milestoneName ?? '', record.deliverable.milestoneId]),
    );
    const projectBudget = own[0]?.projectBudget ?? 0;
    const categories = feeGridCategories(
      own.map((record) => ({ ...nameFields(record), ...budgetOf(record.deliverable) })),
      projectBudget,
    );
    columns.set(
      projectId,
      categories.flatMap((category) => {
        const milestoneId = milestoneIds.get(category.milestoneName);
        return milestoneId ? [{ ...category, projectId, milestoneId, expenses: [] }] : [];
      }),
    );
  }
  const expenses = await findCategoryExpenses(
    db,
    [...columns.values()].flat().map((column) => column.milestoneId),
  );
  const result = new Map<string, FeeGridCategoryView[]>();
  for (const [projectId, list] of columns) {
    result.set(
      projectId,
      list.map(({ projectId: _project, ...column }) => ({
        ...column,
        expenses: expenses.get(column.milestoneId) ?? [],
      })),
    );
  }
  return result;
}

export interface CategoryExpenseBudgetInput {
  projectId: string;
  milestoneName: string;
  expenseId: string;
  /** null or 0 removes the category's budget for the expense. */
  budget: number | null;
}

/**
 * Sets the budget a category gives one expense (M-047): managers only, not while editing is locked; refused
 * when the category has no budget (the grid shows the cell read-only); null or 0 removes it.
 */
export async function setCategoryExpenseBudget(
  deps: Deps,
  viewer: Viewer,
  input: CategoryExpenseBudgetInput,
): Promise<FeeGridCategoryView> {
  await manageableProject(deps, viewer, input.projectId);
  const [expense] = await deps.db
    .select({ id: schema.projectExpenses.id })
    .from(schema.projectExpenses)
    .where(
      and(
        eq(schema.projectExpenses.id, input.expenseId),
        eq(schema.projectExpenses.projectId, input.projectId),
      ),
    );
  if (!expense) throw notFound('Expense');
  const find = async () =>
    (await loadFeeGridCategories(deps.db, [input.projectId]))
      .get(input.projectId)
      ?.find((category) => category.milestoneName === input.milestoneName);
  const category = await find();
  if (!category) throw notFound('Category');
  const me = schema.milestoneExpenses;
  const key = and(eq(me.milestoneId, category.milestoneId), eq(me.expenseId, input.expenseId));
  if (input.budget === null || input.budget === 0) {
    await deps.db.delete(me).where(key);
  } else {
    if (category.budget <= 0) throw badUserInput({ budget: FEE_GRID_MESSAGES.categoryWithoutBudget });
    const budget = input.budget.toFixed(2);
    await deps.db
      .insert(me)
      .values({ milestoneId: category.milestoneId, expenseId: input.expenseId, budget })
      .onConflictDoUpdate({ target: [me.milestoneId, me.expenseId], set: { budget } });
  }
  const updated = await find();
  if (!updated) throw notFound('Category');
  return updated;
}
