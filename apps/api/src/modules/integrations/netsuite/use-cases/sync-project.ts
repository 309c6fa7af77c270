import type { ProjectSyncOperation } from '@tally/domain/integrations/integrations';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict, notFound } from '../../../../graphql/errors.ts';
import {
  type NetsuiteClient,
  NetsuiteError,
  type SuiteqlRow,
} from '../../../../integrations/netsuite/netsuite-client.ts';
import { asApiError, netsuiteOf } from '../guards.ts';
import {
  findSyncProject,
  touchProjectSynced,
  updateProjectFromJob,
  upsertDeliverables,
  upsertResources,
  writeSyncLog,
} from '../queries.ts';
import type { SyncProject } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

export const NOT_LINKED_MESSAGE =
  'The project is not linked to the accounting system (it has no NetSuite id).';

const text = (value: unknown) => (value == null || value === '' ? undefined : String(value));

/** A NetSuite date ('2026-03-02' or the account's 'M/D/YYYY') as YYYY-MM-DD; undefined when unreadable. */
export function netsuiteDate(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  if (/^\d{4}-\d{2}-\d{2}/.test(raw)) return raw.slice(0, 10);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  return us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : undefined;
}

/** Job (the NetSuite project) → name, project code and start date. */
async function pullJob(deps: Deps, client: NetsuiteClient, project: SyncProject, now: Date): Promise<number> {
  const page = await client.suiteql(
    `SELECT id, entityid, companyname, startdate FROM job WHERE id = ${Number(project.sourceId)}`,
    { limit: 1 },
  );
  const job = page.items[0];
  if (!job) throw new NetsuiteError(`NetSuite has no project with id ${project.sourceId}.`, 404);
  await updateProjectFromJob(deps.db, project.id, {
    ...(text(job.companyname) ? { name: text(job.companyname) } : {}),
    ...(text(job.entityid) ? { projectCode: text(job.entityid) } : {}),
    ...(netsuiteDate(job.startdate) ? { startDate: netsuiteDate(job.startdate) } : {}),
    syncedAt: now,
  });
  return 1;
}

/** Project tasks → deliverables (matched by NetSuite id; planned work as budgeted hours). */
async function pullTasks(deps: Deps, client: NetsuiteClient, project: SyncProject): Promise<number> {
  const rows = await client.suiteqlAll(
    `SELECT id, title, plannedwork FROM projecttask WHERE project = ${Number(project.sourceId)} ORDER BY id`,
  );
  const tasks = rows.flatMap((row: SuiteqlRow) => {
    const sourceId = text(row.id);
    const name = text(row.title);
    if (!sourceId || !name) return [];
    const hours = Number(row.plannedwork);
    return [
      {
        sourceId,
        name,
        budgetedHours: Number.isFinite(hours) && row.plannedwork != null ? hours.toFixed(2) : null,
      },
    ];
  });
  const { added, updated } = await upsertDeliverables(deps.db, project.id, tasks);
  return added + updated;
}

/** Project resources (SuiteQL table jobResources: project, jobResource, role) → team members by e-mail. */
async function pullResources(deps: Deps, client: NetsuiteClient, project: SyncProject): Promise<number> {
  const links = await client.suiteqlAll(
    `SELECT jobresource FROM jobresources WHERE project = ${Number(project.sourceId)}`,
  );
  const ids = [...new Set(links.map((row) => Number(row.jobresource)).filter(Number.isInteger))];
  if (ids.length === 0) return 0;
  const employees = await client.suiteqlAll(
    `SELECT id, email, firstname, lastname FROM employee WHERE id IN (${ids.join(', ')})`,
  );
  const resources = employees.flatMap((row) => {
    const email = text(row.email);
    const sourceId = text(row.id);
    if (!email || !sourceId) return [];
    const name = [text(row.firstname), text(row.lastname)].filter(Boolean).join(' ') || null;
    return [{ sourceId, email, name }];
  });
  const startDate = project.startDate ?? deps.clock().toISOString().slice(0, 10);
  const { added, updated } = await upsertResources(deps.db, project.id, startDate, resources);
  return added + updated;
}

const PARTS: Record<ProjectSyncOperation, ('job' | 'tasks' | 'resources')[]> = {
  manualProjectSync: ['job', 'tasks', 'resources'],
  syncProjectOnly: ['job'],
  syncProjectDeliverables: ['tasks'],
  syncProjectResources: ['resources'],
};

/**
 * The project syncs of the sync tool (S-025) and the project page's Refresh Data (M-041): pull from NetSuite
 * the project (job), its tasks (deliverables), its resources (team), or all three. Each run is logged; a NetSuite
 * failure is logged too and answered as an error carrying NetSuite's detail.
 */
export async function syncProject(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  operation: ProjectSyncOperation,
): Promise<string> {
  const client = netsuiteOf(deps);
  const project = await findSyncProject(deps.db, projectId);
  if (!project) throw notFound('Project');
  if (!project.sourceId || !Number.isInteger(Number(project.sourceId))) throw conflict(NOT_LINKED_MESSAGE);
  const now = deps.clock();
  const counts: Record<string, number> = {};
  try {
    for (const part of PARTS[operation]) {
      if (part === 'job') counts.project = await pullJob(deps, client, project, now);
      if (part === 'tasks') counts.deliverables = await pullTasks(deps, client, project);
      if (part === 'resources') counts.resources = await pullResources(deps, client, project);
    }
    if (!PARTS[operation].includes('job')) await touchProjectSynced(deps.db, project.id, now);
  } catch (error) {
    if (error instanceof NetsuiteError) {
      await writeSyncLog(deps.db, [
        {
          entityType: 'project',
          entityId: project.id,
          sourceId: project.sourceId,
          direction: 'pull',
          outcome: 'ERROR',
          message: error.message,
          details: { operation, ...counts },
          triggeredByUserId: viewer.userId,
          createdAt: now,
        },
      ]);
      deps.logger.warn({ projectId, operation, err: error.message }, 'project sync from NetSuite failed');
    }
    asApiError(error);
  }
  await writeSyncLog(deps.db, [
    {
      entityType: 'project',
      entityId: project.id,
      sourceId: project.sourceId,
      direction: 'pull',
      outcome: 'SUCCESS',
      message: operation,
      details: { operation, ...counts },
      triggeredByUserId: viewer.userId,
      createdAt: now,
    },
  ]);
  return project.id;
}
