import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { BookingTarget } from '@tally/domain/timesheets/booking';
import { type SQL, sql } from 'drizzle-orm';

const { projects, deliverables, projectResources, userEmails } = schema;

export interface BookingTargets {
  projects: Map<string, BookingTarget['project']>;
  deliverables: Map<string, BookingTarget['deliverable']>;
  resources: Map<string, BookingTarget['resources'][number][]>;
}

/**
 * The projects, deliverables and the user's resource rows on the projects (matched by account or e-mail) as
 * ONE JSON value (three sub-selects aggregated to JSON). The arguments are SQL: lists of ids, or columns of
 * the statement this is part of (the hours of a day entry check its own project and deliverable).
 */
export function bookingTargetsJson(input: { userId: SQL; projectIds: SQL; deliverableIds: SQL }): SQL {
  return sql`json_build_object(
      'projects', coalesce((
        select json_agg(json_build_object('id', p.id, 'archived', p.archived, 'isTemplate', p.is_template,
          'globallyVisible', p.globally_visible))
        from ${projects} p where p.id in (${input.projectIds})
      ), '[]'),
      'deliverables', coalesce((
        select json_agg(json_build_object('id', d.id, 'projectId', d.project_id, 'disabled', d.disabled,
          'includeInAllProjects', d.include_in_all_projects))
        from ${deliverables} d where d.id in (${input.deliverableIds})
      ), '[]'),
      'resources', coalesce((
        select json_agg(json_build_object('projectId', r.project_id, 'inactive', r.inactive,
          'startDate', r.start_date, 'endDate', r.end_date))
        from ${projectResources} r
        where r.project_id in (${input.projectIds})
          and (r.user_id = ${input.userId}
            or lower(r.email) in (select ue.address from ${userEmails} ue where ue.user_id = ${input.userId}))
      ), '[]')
    )`;
}

/** The value of `bookingTargetsJson` (parsed by the driver or still text) as maps by id. */
export function toBookingTargets(raw: TargetsJson | string | null | undefined): BookingTargets {
  if (!raw) return { projects: new Map(), deliverables: new Map(), resources: new Map() };
  const targets: TargetsJson = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const resources = new Map<string, BookingTarget['resources'][number][]>();
  for (const { projectId, ...resource } of targets.resources) {
    resources.set(projectId, [...(resources.get(projectId) ?? []), resource]);
  }
  return {
    projects: new Map(targets.projects.map((row) => [row.id, row])),
    deliverables: new Map(targets.deliverables.map((row) => [row.id, row])),
    resources,
  };
}

/** The booking targets of a user for the given projects and deliverables: one round trip. */
export async function findBookingTargets(
  db: DbOrTx,
  input: { userId: string; projectIds: readonly string[]; deliverableIds: readonly string[] },
): Promise<BookingTargets> {
  const projectIds = [...new Set(input.projectIds)];
  const deliverableIds = [...new Set(input.deliverableIds)];
  if (projectIds.length === 0 && deliverableIds.length === 0) return toBookingTargets(null);
  const list = (ids: string[]) =>
    ids.length === 0
      ? sql`null`
      : sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        );
  const result = await db.execute<{ targets: TargetsJson | string }>(sql`
    select ${bookingTargetsJson({
      userId: sql`${input.userId}`,
      projectIds: list(projectIds),
      deliverableIds: list(deliverableIds),
    })} as targets`);
  return toBookingTargets(result.rows[0]?.targets);
}

export interface TargetsJson {
  projects: BookingTarget['project'][];
  deliverables: BookingTarget['deliverable'][];
  resources: (BookingTarget['resources'][number] & { projectId: string })[];
}
