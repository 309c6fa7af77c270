import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { BookingTarget } from './booking.ts';

const { projects, deliverables, projectResources, userEmails } = schema;

/**
 * The project, deliverable and the user's resource rows on the project: three small indexed queries, run one
 * after the other because `db` is usually a transaction (one connection: a client runs one query at a time).
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
  const projectRows =
    projectIds.length === 0
      ? []
      : await db
          .select({
            id: projects.id,
            archived: projects.archived,
            isTemplate: projects.isTemplate,
            globallyVisible: projects.globallyVisible,
          })
          .from(projects)
          .where(inArray(projects.id, projectIds));
  const deliverableRows =
    deliverableIds.length === 0
      ? []
      : await db
          .select({
            id: deliverables.id,
            projectId: deliverables.projectId,
            disabled: deliverables.disabled,
            includeInAllProjects: deliverables.includeInAllProjects,
          })
          .from(deliverables)
          .where(inArray(deliverables.id, deliverableIds));
  const resourceRows =
    projectIds.length === 0
      ? []
      : await db
          .select({
            projectId: projectResources.projectId,
            inactive: projectResources.inactive,
            startDate: projectResources.startDate,
            endDate: projectResources.endDate,
          })
          .from(projectResources)
          .where(
            and(
              inArray(projectResources.projectId, projectIds),
              or(
                eq(projectResources.userId, input.userId),
                sql`lower(${projectResources.email}) in (select ${userEmails.address} from ${userEmails} where ${userEmails.userId} = ${input.userId})`,
              ),
            ),
          );
  const resources = new Map<string, BookingTarget['resources'][number][]>();
  for (const { projectId, ...resource } of resourceRows) {
    resources.set(projectId, [...(resources.get(projectId) ?? []), resource]);
  }
  return {
    projects: new Map(projectRows.map((row) => [row.id, row])),
    deliverables: new Map(deliverableRows.map((row) => [row.id, row])),
    resources,
  };
}
