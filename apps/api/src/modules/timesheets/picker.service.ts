import { addDays, type IsoDate } from '@tally/domain/shared/dates';
import { sumHours } from '@tally/domain/timesheets/totals';
import { toWeekEnd, weekStart } from '@tally/domain/timesheets/week';
import { mayActForUser } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../graphql/errors.ts';
import {
  findAssignment,
  findRecentProjects,
  findRecentTasks,
  listBookableDeliverables,
} from './picker.queries.ts';
import type { DeliverableRecord, ProjectRecord } from './timesheet.records.ts';
import { loadTimesheetSettings } from './timesheet.settings.ts';

export interface AvailableProject {
  project: ProjectRecord;
  deliverables: DeliverableRecord[];
  /** Booked on one of the user's latest sheets; recent projects come first, newest first. */
  recent: boolean;
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
  const [{ rows, includeInAll }, recentProjects] = await Promise.all([
    listBookableDeliverables(deps.db, { userId, start: weekStart(end), end }),
    findRecentProjects(deps.db, userId),
  ]);
  const recentRank = new Map(recentProjects.map((project, index) => [project.id, index]));
  const byProject = new Map<string, AvailableProject>();
  for (const row of rows) {
    const entry = byProject.get(row.project.id) ?? {
      project: row.project,
      deliverables: [],
      recent: recentRank.has(row.project.id),
    };
    entry.deliverables.push(row.deliverable);
    byProject.set(row.project.id, entry);
  }
  for (const entry of byProject.values()) {
    const own = new Set(entry.deliverables.map((deliverable) => deliverable.id));
    entry.deliverables.push(...includeInAll.map((row) => row.deliverable).filter((d) => !own.has(d.id)));
  }
  const rank = (entry: AvailableProject) => recentRank.get(entry.project.id) ?? recentRank.size;
  // Array.prototype.sort is stable: the rest keep the query's alphabetical order.
  return [...byProject.values()].sort((a, b) => rank(a) - rank(b));
}

/** me.recentProjects: the projects the viewer booked most recently, newest first. */
export function listRecentProjects(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
): Promise<{ id: string; name: string }[]> {
  return findRecentProjects(deps.db, viewer.userId);
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

/** How far back the week screen's recent tasks look: the four weeks before the week, and the week itself. */
const RECENT_TASK_WEEKS = 4;

export interface RecentTask {
  project: ProjectRecord;
  deliverable: DeliverableRecord;
}

/**
 * me.recentTasks (issue #14): the tasks the signed-in person logged in the weeks up to `endDate`'s week,
 * latest first, that they may still book that week (the picker's own rule: listAvailableProjects), so one
 * click adds the line without the three-step picker.
 */
export async function listRecentTasks(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  input: { endDate: IsoDate },
): Promise<RecentTask[]> {
  const { weekEndDay } = await loadTimesheetSettings(deps.db);
  const end = toWeekEnd(input.endDate, weekEndDay);
  const from = addDays(weekStart(end), -7 * RECENT_TASK_WEEKS);
  const [recent, available] = await Promise.all([
    findRecentTasks(deps.db, { userId: viewer.userId, from, to: end }),
    listAvailableProjects(deps, viewer, { endDate: end }),
  ]);
  const bookable = new Map(
    available.flatMap((entry) =>
      entry.deliverables
        .filter((deliverable) => !deliverable.disabled)
        .map((deliverable) => [
          `${entry.project.id}:${deliverable.id}`,
          { project: entry.project, deliverable },
        ]),
    ),
  );
  return recent.flatMap((task) => bookable.get(`${task.projectId}:${task.deliverableId}`) ?? []);
}
