import type { DbOrTx } from '@tally/db';
import { budgetStatus } from '@tally/domain/projects/budget';
import { roundCents } from '@tally/domain/projects/cost';
import {
  type CostLine,
  costExplanation,
  groupByMilestone,
  isMilestoneLevel,
  milestoneBudget,
  rowBudget,
} from '@tally/domain/projects/deliverables';
import { findApprovedWork } from '../../queries/approved-work.ts';
import { findAssignments, findDeliverablesByProject } from '../queries/deliverables.ts';
import { budgetOf, type DeliverableRecord, type DeliverableView, nameFields } from '../records.ts';

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
