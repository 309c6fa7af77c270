import { GraphQLError } from 'graphql/index.js';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import type { TimesheetRecord } from '../timesheets/index.ts';
import { approveTimesheetLineItems } from './approvals.service.ts';
import type { SheetDepth } from './sheet-selection.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

/** How many sheets one bulk approval may name (the screen's 'Approve all' of a project stays far below). */
export const MAX_BULK_SHEETS = 200;

/** One sheet's outcome: approved (with the sheet as the decision left it), or the reason it was not. */
export interface BulkApprovalOutcome {
  timesheetId: string;
  approved: boolean;
  error: string | null;
  code: string | null;
  timesheet: TimesheetRecord | null;
}

/**
 * Approves each sheet as approveTimesheetLineItems does, one transaction per sheet, one after another (the
 * order given, each id once): every rule of a single approval holds (only the viewer's own pending steps are
 * decided, FORBIDDEN unless named on the sheet, CONFLICT by status), and a sheet that is refused says why
 * while the others still go through. Unexpected failures (not an API error) are rethrown.
 */
export async function bulkApproveTimesheetLineItems(
  deps: Deps,
  viewer: Viewer,
  timesheetIds: readonly string[],
  depth: SheetDepth = 'steps',
): Promise<BulkApprovalOutcome[]> {
  const outcomes: BulkApprovalOutcome[] = [];
  for (const timesheetId of new Set(timesheetIds)) {
    try {
      const timesheet = await approveTimesheetLineItems(deps, viewer, timesheetId, depth);
      outcomes.push({ timesheetId, approved: true, error: null, code: null, timesheet });
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = typeof error.extensions.code === 'string' ? error.extensions.code : null;
      outcomes.push({ timesheetId, approved: false, error: error.message, code, timesheet: null });
    }
  }
  return outcomes;
}
