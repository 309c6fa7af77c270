import { isoDateOf } from '@tally/domain/shared/dates';
import { type PlannedStep, planApprovalSteps } from '@tally/domain/timesheets/approval-steps';
import type { SubmitErrorCode } from '@tally/domain/timesheets/submit';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { runSubmitCheck } from '../access.ts';
import { findPrimaryEmail, listApproverResources, listApproverSettings } from '../queries/approvers.ts';
import { listEntries, listLineItems } from '../queries/lines.ts';
import type { SheetChange } from './change-sheet.ts';

const SUBMIT_ERROR_FIELDS: Record<SubmitErrorCode, string> = {
  'no-line-items': 'lineItems',
  'too-far-in-future': 'endDate',
  'before-legacy-cutoff': 'endDate',
  'time-off-balance': 'timeOff',
  'below-minimum': 'totalHours',
  'above-maximum': 'totalHours',
  'day-over-24-hours': 'hours',
};

/** What the submit checks found and the steps the sheet's lines call for. */
export interface SubmitPlan {
  steps: PlannedStep[];
  warnings: string[];
}

/**
 * The submit checks (T-084: lines, dates, time-off balances, the weekly bounds), then the approval steps per
 * project, inside the submit's transaction. A failed check is BAD_USER_INPUT naming the field; nothing is
 * written. Shared by the employee's submit and finance's manual submit.
 */
export async function checkAndPlanSubmit(
  deps: Pick<AppDeps, 'clock'>,
  { tx, sheet, settings }: SheetChange,
): Promise<SubmitPlan> {
  // One transaction is one connection: its queries run one after the other.
  const lines = await listLineItems(tx, [sheet.id]);
  const entries = await listEntries(tx, [sheet.id]);
  for (const line of lines) line.entries = entries.filter((entry) => entry.lineItemId === line.id);
  const today = isoDateOf(deps.clock());
  const check = await runSubmitCheck(tx, { sheet, lines, settings, today });
  if (check.errors.length > 0) {
    const fields: Record<string, string> = {};
    for (const error of check.errors) fields[SUBMIT_ERROR_FIELDS[error.code]] ??= error.message;
    throw badUserInput(fields);
  }
  const ownerEmail = (await findPrimaryEmail(tx, sheet.userId)) ?? '';
  const projectIds = lines.map((line) => line.projectId);
  const settingsOfOwner = await listApproverSettings(tx, sheet.userId);
  const resources = await listApproverResources(tx, projectIds);
  const steps = planApprovalSteps({ ownerEmail, projectIds, settings: settingsOfOwner, resources });
  return { steps, warnings: check.warnings.map((warning) => warning.message) };
}
