import type { IsoDate } from '@tally/domain/dates';
import { sumHours } from '@tally/domain/totals';
import { toWeekEnd, weekStart } from '@tally/domain/week';
import { mayActForUser } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../graphql/errors.ts';
import { findAssignment, listBookableDeliverables } from './picker.queries.ts';
import type { DeliverableRecord, ProjectRecord } from './timesheet.records.ts';
import { loadTimesheetSettings } from './timesheet.settings.ts';

export interface AvailableProject {
  project: ProjectRecord;
  deliverables: DeliverableRecord[];
}

/**
 * The task picker's projects for a user's week (T-049, T-052, Gap 45): each bookable project with its enabled
 * deliverables (Category = milestone, Task = deliverable) plus the deliverables offered in all projects.
 */
export async function listAvailableProjects(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  input: { user?: string | null; endDate: IsoDate },
): Promise<AvailableProject[]> {
  const userId = input.user ?? viewer.userId;
  if (!mayActForUser(viewer, userId)) throw forbidden();
  const { weekEndDay } = await loadTimesheetSettings(deps.db);
  const end = toWeekEnd(input.endDate, weekEndDay);
  const { rows, includeInAll } = await listBookableDeliverables(deps.db, {
    userId,
    start: weekStart(end),
    end,
  });
  const byProject = new Map<string, AvailableProject>();
  for (const row of rows) {
    const entry = byProject.get(row.project.id) ?? { project: row.project, deliverables: [] };
    entry.deliverables.push(row.deliverable);
    byProject.set(row.project.id, entry);
  }
  for (const entry of byProject.values()) {
    const own = new Set(entry.deliverables.map((deliverable) => deliverable.id));
    entry.deliverables.push(...includeInAll.map((row) => row.deliverable).filter((d) => !own.has(d.id)));
  }
  return [...byProject.values()];
}

/** me.myDeliverableAssignment: budgeted hours of the viewer on the deliverable and what remains; null without one. */
export async function getMyDeliverableAssignment(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  deliverableId: string,
): Promise<{ budgetedHours: number; remainingHours: number } | null> {
  const assignment = await findAssignment(deps.db, { userId: viewer.userId, deliverableId });
  if (!assignment) return null;
  return {
    budgetedHours: assignment.budgetedHours,
    remainingHours: sumHours([assignment.budgetedHours, -assignment.usedHours]),
  };
}
