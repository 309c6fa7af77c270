import { mayActForUser } from '@tally/domain/policies/timesheets';
import type { IsoDate } from '@tally/domain/shared/dates';
import { toWeekEnd, weekStart } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden } from '../../../graphql/errors.ts';
import { findRecentProjects, listBookableDeliverables } from '../queries/picker.ts';
import { loadTimesheetSettings } from '../queries/settings.ts';
import type { AvailableProject } from '../records.ts';

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
