import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { sql } from 'drizzle-orm';
import type { BookingTarget } from './booking.ts';

const { projects, deliverables, projectResources, userEmails } = schema;

/**
 * The projects, deliverables and the user's resource rows on the projects (matched by account or e-mail), in
 * one statement (three sub-selects aggregated to JSON), so a booking check costs one round trip.
 */
export async function findBookingTargets(
  db: DbOrTx,
  input: { userId: string; projectIds: readonly string[]; deliverableIds: readonly string[] },
): Promise<{
  projects: Map<string, BookingTarget['project']>;
  deliverables: Map<string, BookingTarget['deliverable']>;
  resources: Map<string, BookingTarget['resources'][number][]>;
}> {
  const projectIds = [...new Set(input.projectIds)];
  const deliverableIds = [...new Set(input.deliverableIds)];
  const empty = { projects: new Map(), deliverables: new Map(), resources: new Map() };
  if (projectIds.length === 0 && deliverableIds.length === 0) return empty;
  const list = (ids: string[]) =>
    ids.length === 0
      ? sql`null`
      : sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        );
  const result = await db.execute<{ targets: TargetsJson | string }>(sql`
    select json_build_object(
      'projects', coalesce((
        select json_agg(json_build_object('id', p.id, 'archived', p.archived, 'isTemplate', p.is_template,
          'globallyVisible', p.globally_visible))
        from ${projects} p where p.id in (${list(projectIds)})
      ), '[]'),
      'deliverables', coalesce((
        select json_agg(json_build_object('id', d.id, 'projectId', d.project_id, 'disabled', d.disabled,
          'includeInAllProjects', d.include_in_all_projects))
        from ${deliverables} d where d.id in (${list(deliverableIds)})
      ), '[]'),
      'resources', coalesce((
        select json_agg(json_build_object('projectId', r.project_id, 'inactive', r.inactive,
          'startDate', r.start_date, 'endDate', r.end_date))
        from ${projectResources} r
        where r.project_id in (${list(projectIds)})
          and (r.user_id = ${input.userId}
            or lower(r.email) in (select ue.address from ${userEmails} ue where ue.user_id = ${input.userId}))
      ), '[]')
    ) as targets`);
  const raw = result.rows[0]?.targets;
  if (!raw) return empty;
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

interface TargetsJson {
  projects: BookingTarget['project'][];
  deliverables: BookingTarget['deliverable'][];
  resources: (BookingTarget['resources'][number] & { projectId: string })[];
}
