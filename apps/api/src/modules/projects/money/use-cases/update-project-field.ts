import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput } from '../../../../graphql/errors.ts';
import { manageableProject, rereadProject } from '../../access.ts';
import { recalculateBudgetUsed } from '../../budget-tool/use-cases/recalculate-budget-used.ts';
import { updateProjectRow } from '../../queries/project.ts';
import type { ProjectRecord } from '../../records.ts';
import { money } from '../guards.ts';
import type { EditableProjectField } from '../inputs.ts';
import { MONEY_MESSAGES } from '../messages.ts';

/**
 * updateProjectField(projectId, field, value, type) for the summary's budget and proposedBudget (M-049).
 * budget cannot be cleared (it is required); proposedBudget can (null).
 */
export async function updateProjectField(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
  field: EditableProjectField,
  value: number | null,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  if (field === 'budget') {
    if (value === null) throw badUserInput({ value: MONEY_MESSAGES.budgetRequired });
    await updateProjectRow(deps.db, projectId, { budget: money(value) });
    await recalculateBudgetUsed(deps, [projectId], viewer);
  } else {
    await updateProjectRow(deps.db, projectId, { proposedBudget: value === null ? null : money(value) });
  }
  return rereadProject(deps, record);
}
