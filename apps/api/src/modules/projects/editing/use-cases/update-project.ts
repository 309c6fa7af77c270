import type { DbOrTx } from '@tally/db';
import { PROJECT_CODE_TAKEN_MESSAGE } from '@tally/domain/projects/project-list';
import { fieldChanges, recordAuditEvent } from '../../../../auth/audit.ts';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput } from '../../../../graphql/errors.ts';
import { refusingDuplicate, sameCode } from '../../../../graphql/unique-violation.ts';
import { manageableProject, rereadProject } from '../../access.ts';
import { EDITING_MESSAGES } from '../../messages.ts';
import { isProjectCodeTaken, PROJECT_CODE_INDEX, updateProjectRow } from '../../queries/project.ts';
import type { ProjectRecord } from '../../records.ts';
import { clientExists, findTaxonomyTerms, lockProject, userExists } from '../queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The fields updateProject may change; undefined leaves a field as it is, null clears it. */
export interface ProjectChanges {
  name?: string | undefined;
  description?: string | null | undefined;
  projectCode?: string | null | undefined;
  accountingCode?: string | null | undefined;
  accountingCodeSuffix?: string | null | undefined;
  sectors?: string[] | undefined;
  budget?: number | undefined;
  proposedBudget?: number | null | undefined;
  jobName?: string | null | undefined;
  clientId?: string | null | undefined;
  globallyVisible?: boolean | undefined;
  complete?: boolean | undefined;
  status?: string | null | undefined;
  owner?: string | null | undefined;
  /** Amount billed to the client so far; null clears it. */
  totalBilledAmount?: number | null | undefined;
  /** YYYY-MM-DD */
  startDate?: string | null | undefined;
}

const money = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.toFixed(2);

async function checkReferences(db: DbOrTx, changes: ProjectChanges, current: ProjectRecord['project']) {
  const fields: Record<string, string> = {};
  if (changes.clientId) {
    if (!(await clientExists(db, changes.clientId))) fields.clientId = EDITING_MESSAGES.clientNotFound;
  }
  if (changes.owner) {
    if (!(await userExists(db, changes.owner))) fields.owner = EDITING_MESSAGES.ownerNotFound;
  }
  // Only a new code is checked: a project saved with the code it already has (a duplicate from before the
  // rule) can still be edited.
  if (
    changes.projectCode &&
    !sameCode(changes.projectCode, current.projectCode) &&
    (await isProjectCodeTaken(db, changes.projectCode, current.id))
  ) {
    fields.projectCode = PROJECT_CODE_TAKEN_MESSAGE;
  }
  // A value the project already has stays acceptable even if the list changed since.
  if (changes.status && changes.status !== current.status) {
    const statuses = await findTaxonomyTerms(db, 'Status');
    if (statuses && !statuses.has(changes.status)) fields.status = EDITING_MESSAGES.notATerm('Status');
  }
  if (changes.sectors && changes.sectors.length > 0) {
    const sectors = await findTaxonomyTerms(db, 'Sectors');
    const fresh = changes.sectors.filter((sector) => !current.sectors.includes(sector));
    if (sectors && fresh.some((sector) => !sectors.has(sector))) {
      fields.sectors = EDITING_MESSAGES.notATerm('Sectors');
    }
  }
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}

/** updateProject (M-027): managers only, not while editing is locked. */
export async function updateProject(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  changes: ProjectChanges,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  await checkReferences(deps.db, changes, record.project);
  const set = {
    name: changes.name,
    description: changes.description,
    projectCode: changes.projectCode,
    // A new code leaves the duplicates kept from before the rule (migration 0016): the unique index holds it.
    projectCodeDuplicate:
      changes.projectCode === undefined || sameCode(changes.projectCode, record.project.projectCode)
        ? undefined
        : false,
    accountingCode: changes.accountingCode,
    accountingCodeSuffix: changes.accountingCodeSuffix,
    sectors: changes.sectors,
    budget: changes.budget === undefined ? undefined : changes.budget.toFixed(2),
    proposedBudget: money(changes.proposedBudget),
    totalBilledAmount: money(changes.totalBilledAmount),
    jobName: changes.jobName,
    clientId: changes.clientId,
    globallyVisible: changes.globallyVisible,
    complete: changes.complete,
    status: changes.status,
    ownerId: changes.owner,
    startDate: changes.startDate,
  };
  const now = deps.clock();
  // Two saves taking one code at once both pass the check above; the unique index refuses the second.
  await refusingDuplicate(PROJECT_CODE_INDEX, { projectCode: PROJECT_CODE_TAKEN_MESSAGE }, () =>
    deps.db.transaction(async (tx) => {
      const before = await lockProject(tx, projectId);
      await updateProjectRow(tx, projectId, { ...set, updatedAt: now });
      // The project's History (issue #17): every field the edit changed, before and after.
      const changed = fieldChanges(before ?? {}, set);
      if (changed.length > 0) {
        await recordAuditEvent(tx, {
          type: 'project-updated',
          now,
          userId: viewer.userId,
          metadata: { projectId, byUserId: viewer.userId, changes: changed },
        });
      }
    }),
  );
  return rereadProject(deps, record);
}
