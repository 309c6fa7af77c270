import {
  mayEditAccountingCodes,
  mayKeepAccountingCodes,
  mayReadProject,
} from '@tally/domain/policies/projects';
import {
  hasBudget,
  DELIVERABLE_MESSAGES as M,
  milestoneEntryRemoved,
} from '@tally/domain/projects/deliverables';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, conflict, forbidden, notFound } from '../../../../graphql/errors.ts';
import { findProjectAccess } from '../../queries/project.ts';
import { manageableDeliverable } from '../access.ts';
import { DUPLICATE } from '../messages.ts';
import {
  deleteDeliverable,
  findDeliverable,
  findDeliverableUse,
  findMilestoneRow,
  updateDeliverableRow,
} from '../queries/deliverables.ts';
import { dropEmptyMilestone, milestoneFor, nameTaken } from '../queries/milestones.ts';
import { budgetOf, type DeliverableView } from '../records.ts';
import { loadDeliverableView } from './load-deliverable-view.ts';

type Deps = Pick<AppDeps, 'db'>;

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

export const money = (value: number | null | undefined) =>
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
  if (changesOnlyAccountingCodes(changes) && mayKeepAccountingCodes(viewer)) {
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
        await deleteDeliverable(tx, current.id);
        return true;
      }
    }
    await updateDeliverableRow(tx, current.id, {
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
    });
    await dropEmptyMilestone(tx, current.milestoneId);
    return false;
  });
  if (removed) {
    await dropEmptyMilestone(deps.db, current.milestoneId);
    return null;
  }
  const updated = await findDeliverable(deps.db, current.id);
  if (!updated) throw notFound('Deliverable');
  return loadDeliverableView(deps.db, updated);
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
  await updateDeliverableRow(deps.db, deliverableId, {
    accountingCode: changes.accountingCode,
    accountingCodeSuffix: changes.accountingCodeSuffix,
    updatedAt: new Date(),
  });
  const updated = await findDeliverable(deps.db, deliverableId);
  if (!updated) throw notFound('Deliverable');
  return loadDeliverableView(deps.db, updated);
}
