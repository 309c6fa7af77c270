import type { Viewer } from '../../auth/sessions.ts';
import type { ApprovalRecord, SheetRecord, TimesheetRecord } from '../timesheets/index.ts';

/** A sheet with its approval steps, as the approvals screen and the decisions read it. */
export interface SheetWithSteps {
  sheet: SheetRecord;
  approvals: ApprovalRecord[];
}

/** Who is asking, as the SQL below needs it. */
export interface ViewerKey {
  userId: string;
  email: string;
}

export function viewerKey(viewer: Viewer): ViewerKey {
  return { userId: viewer.userId, email: (viewer.email ?? '').trim().toLowerCase() };
}

export interface WeekViewFilter {
  startDate: string;
  endDate: string;
  projectId: string | null;
  /** Also sheets with lines on projects the viewer manages, whoever approves them. */
  showAll: boolean;
  /** Also sheets not submitted yet (of users naming the viewer as approver, or on managed projects). */
  showNotSubmitted: boolean;
}

/** An approver's decision on the steps naming them. */
export type StepDecision = 'Approved' | 'Declined';

/** How much of a sheet a Timesheet-typed field's selection reads: the sheet and its steps, or everything. */
export type SheetDepth = 'steps' | 'full';

/** One sheet's outcome: approved (with the sheet as the decision left it), or the reason it was not. */
export interface BulkApprovalOutcome {
  timesheetId: string;
  approved: boolean;
  error: string | null;
  code: string | null;
  timesheet: TimesheetRecord | null;
}
