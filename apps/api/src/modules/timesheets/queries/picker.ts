import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { DeliverableRecord, ProjectRecord } from '../records.ts';
import { deliverableColumns, projectColumns, toDeliverable, toProject } from './lines.ts';

const {
  projects,
  clients,
  deliverables,
  milestones,
  projectResources,
  userEmails,
  deliverableResources,
  timesheetEntries,
  timesheets,
} = schema;

export interface PickerRow {
  project: ProjectRecord;
  deliverable: DeliverableRecord;
}

/**
 * Enabled deliverables of the projects the user may book in [start, end]: projects where the user is an
 * active resource whose dates overlap the week, globally visible projects, and deliverables offered in all
 * projects. One query; ordered by project name, milestone and deliverable position.
 */
export async function listBookableDeliverables(
  db: DbOrTx,
  input: { userId: string; start: IsoDate; end: IsoDate },
): Promise<{ rows: PickerRow[]; includeInAll: PickerRow[] }> {
  const isResource = exists(
    db
      .select({ one: sql`1` })
      .from(projectResources)
      .where(
        and(
          eq(projectResources.projectId, projects.id),
          eq(projectResources.inactive, false),
          sql`${projectResources.startDate} <= ${input.end}`,
          sql`(${projectResources.endDate} is null or ${projectResources.endDate} >= ${input.start})`,
          or(
            eq(projectResources.userId, input.userId),
            sql`lower(${projectResources.email}) in (select ${userEmails.address} from ${userEmails} where ${userEmails.userId} = ${input.userId})`,
          ),
        ),
      ),
  );
  const rows = await db
    .select({
      ...projectColumns,
      ...deliverableColumns,
      bookable: sql<boolean>`${projects.globallyVisible} or ${isResource}`,
    })
    .from(deliverables)
    .innerJoin(projects, eq(projects.id, deliverables.projectId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(milestones, eq(milestones.id, deliverables.milestoneId))
    .where(
      and(
        eq(deliverables.disabled, false),
        eq(projects.archived, false),
        eq(projects.isTemplate, false),
        or(eq(deliverables.includeInAllProjects, true), projects.globallyVisible, isResource),
      ),
    )
    .orderBy(
      asc(projects.name),
      asc(projects.id),
      asc(milestones.position),
      asc(deliverables.position),
      asc(deliverables.name),
    );
  const picked = rows.map((row) => ({
    project: toProject(row),
    deliverable: toDeliverable(row)!,
    bookable: row.bookable,
  }));
  return {
    rows: picked.filter((row) => row.bookable || row.deliverable.includeInAllProjects),
    includeInAll: picked.filter((row) => row.deliverable.includeInAllProjects),
  };
}

/** The user's budgeted hours on a deliverable and the hours booked on it (all sheets but Cancelled ones). */
export async function findAssignment(
  db: DbOrTx,
  input: { userId: string; deliverableId: string },
): Promise<{ budgetedHours: number; usedHours: number } | null> {
  const [assignment] = await db
    .select({ budgetedHours: sql<string>`sum(${deliverableResources.budgetedHours})` })
    .from(deliverableResources)
    .innerJoin(projectResources, eq(projectResources.id, deliverableResources.resourceId))
    .where(
      and(
        eq(deliverableResources.deliverableId, input.deliverableId),
        or(
          eq(projectResources.userId, input.userId),
          sql`lower(${projectResources.email}) in (select ${userEmails.address} from ${userEmails} where ${userEmails.userId} = ${input.userId})`,
        ),
      ),
    );
  if (!assignment || assignment.budgetedHours === null) return null;
  const [used] = await db
    .select({ hours: sql<string>`coalesce(sum(${timesheetEntries.hours}), 0)` })
    .from(timesheetEntries)
    .innerJoin(timesheets, eq(timesheets.id, timesheetEntries.timesheetId))
    .where(
      and(
        eq(timesheetEntries.userId, input.userId),
        eq(timesheetEntries.deliverableId, input.deliverableId),
        sql`${timesheets.status} <> 'Cancelled'`,
      ),
    );
  return { budgetedHours: Number(assignment.budgetedHours), usedHours: Number(used?.hours ?? 0) };
}

/** How many of the user's latest sheets say which projects are recent, and how many projects count. */
const RECENT_SHEETS = 8;
const RECENT_PROJECTS = 5;

/**
 * The projects the user booked most recently (Gap 45: listed first in the picker), newest first: the projects
 * on the user's last few sheets, ranked by the latest week they appear in. Uses the (user_id, end_date) key.
 */
export async function findRecentProjects(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; name: string }[]> {
  const result = await db.execute<{ id: string; name: string }>(sql`
    WITH recent_sheets AS (
      SELECT id, end_date FROM timesheets WHERE user_id = ${userId} ORDER BY end_date DESC LIMIT ${RECENT_SHEETS}
    )
    SELECT p.id, p.name
    FROM recent_sheets rs
    JOIN timesheet_line_items li ON li.timesheet_id = rs.id
    JOIN projects p ON p.id = li.project_id
    WHERE NOT p.archived
    GROUP BY p.id, p.name
    ORDER BY max(rs.end_date) DESC, p.name
    LIMIT ${RECENT_PROJECTS}`);
  return result.rows.map((row) => ({ id: row.id, name: row.name }));
}

/** How many recent tasks the week screen offers. */
const RECENT_TASKS = 8;

/**
 * The tasks (project and deliverable) the user logged hours on between `from` and `to`, latest first: the
 * week screen's one-step 'recent tasks' (issue #14). Cancelled sheets do not count.
 */
export async function findRecentTasks(
  db: DbOrTx,
  input: { userId: string; from: IsoDate; to: IsoDate },
): Promise<{ projectId: string; deliverableId: string }[]> {
  const result = await db.execute<{ project_id: string; deliverable_id: string }>(sql`
    SELECT e.project_id, e.deliverable_id
    FROM timesheet_entries e
    JOIN timesheets t ON t.id = e.timesheet_id
    WHERE e.user_id = ${input.userId} AND e.date BETWEEN ${input.from} AND ${input.to}
      AND t.status <> 'Cancelled' AND e.deliverable_id IS NOT NULL
    GROUP BY e.project_id, e.deliverable_id
    ORDER BY max(e.date) DESC, sum(e.hours) DESC
    LIMIT ${RECENT_TASKS}`);
  return result.rows.map((row) => ({ projectId: row.project_id, deliverableId: row.deliverable_id }));
}
