import { mayUseIntegrationTools } from '@tally/domain/policies/integrations';
import { recordAuditEvent } from '../../../../auth/audit.ts';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict } from '../../../../graphql/errors.ts';
import { manageableProject, projectAfterSync } from '../../access.ts';
import { EDITING_MESSAGES } from '../../messages.ts';
import type { ProjectRecord } from '../../records.ts';

type SyncDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** Pulls a project, its deliverables and its team from the accounting system (integrations' syncProject). */
export type ProjectSync = (
  deps: SyncDeps,
  viewer: Viewer,
  projectId: string,
  operation: 'manualProjectSync',
) => Promise<unknown>;

/**
 * manualProjectSync (M-041, S-025): 'Refresh Data' pulls the project, its deliverables and its team from the
 * accounting system (modules/integrations). A project's managers may ask while the integration is enabled
 * (editing locked); super-admins may always (the sync tool). Off (no NetSuite connection): a CONFLICT naming
 * the variables to set.
 */
export async function manualProjectSync(
  deps: SyncDeps,
  viewer: Viewer,
  projectId: string,
  sync: ProjectSync,
): Promise<ProjectRecord> {
  if (!mayUseIntegrationTools(viewer)) {
    const record = await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
    if (!record.settings.lockEditing) throw conflict(EDITING_MESSAGES.syncUnlocked);
  }
  await sync(deps, viewer, projectId, 'manualProjectSync');
  await recordAuditEvent(deps.db, {
    type: 'project-manual-sync',
    userId: viewer.userId,
    email: viewer.email,
    metadata: { projectId },
    now: deps.clock(),
  });
  return projectAfterSync(deps, viewer, projectId);
}
