import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject, rereadProject } from '../../access.ts';
import { updateProjectRow } from '../../queries/project.ts';
import type { ProjectRecord } from '../../records.ts';
import { insertClient } from '../queries.ts';

/** addEndClient (M-030): creates a client and makes it the project's end client; name/description update the project when given. */
export async function addEndClient(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  input: {
    projectId: string;
    clientName: string;
    clientShortName: string;
    name?: string | null | undefined;
    description?: string | null | undefined;
  },
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const clientId = await insertClient(tx, {
      name: input.clientName,
      shortName: input.clientShortName,
      now,
    });
    await updateProjectRow(tx, input.projectId, {
      endClientId: clientId,
      ...(input.name ? { name: input.name } : {}),
      ...(input.description !== undefined && input.description !== null
        ? { description: input.description }
        : {}),
      updatedAt: now,
    });
  });
  return rereadProject(deps, record);
}
