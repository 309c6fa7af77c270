import type { TimesheetStatus } from '@tally/db/schema';
import type { IsoDate } from '@tally/domain/shared/dates';

/** A user the finance entry screen may pick (F-076): name, first e-mail and whether the account is active. */
export interface ManualTimesheetUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  accountActive: boolean;
}

/** What finance.timesheets filters on (F-002..F-005); dates are ISO inside. */
export interface FinanceTimesheetFilter {
  startDate: IsoDate;
  endDate: IsoDate;
  /** Case-insensitive substring of name, e-mail, project (name or code), client, deliverable; '' for none. */
  queryString: string;
  /** The statuses to keep; empty keeps every status. */
  statuses: readonly TimesheetStatus[];
  /** Case-insensitive substring of the person's name (the Resource Name column's filter); '' for none. */
  name: string;
  offset: number;
  limit: number;
}

/** One approval step of a listed sheet with its approvers in canApprove order. */
export interface FinanceApprovalStep {
  id: string;
  status: string;
  approvers: { email: string; name: string | null }[];
}

/** One row of the finance timesheets list. */
export interface FinanceTimesheetRow {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
  status: string;
  totalHours: number;
  isLocked: boolean;
  projects: string[];
  approvals: FinanceApprovalStep[];
  attachmentCount: number;
}

export interface FinanceTimesheetPage {
  total: number;
  rows: FinanceTimesheetRow[];
}
