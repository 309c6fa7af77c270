import { addDays, type IsoDate } from '@tally/domain/shared/dates';
import { toWeekEnd, weekStart } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { findRecentTasks } from '../queries/picker.ts';
import { loadTimesheetSettings } from '../queries/settings.ts';
import type { RecentTask } from '../records.ts';
import { listAvailableProjects } from './list-available-projects.ts';

/** How far back the week screen's recent tasks look: the four weeks before the week, and the week itself. */
const RECENT_TASK_WEEKS = 4;

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
