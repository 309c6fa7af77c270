import type { IsoDate } from '@tally/domain/shared/dates';
import type { TimeOffTransaction } from '@tally/domain/time-off/time-off';
import type { ApprovalStepStatus, TimesheetStatus } from '@tally/domain/timesheets/status';

/** What the timesheet loader hands to the GraphQL types; dates are YYYY-MM-DD inside, YYYYMMDD on the wire. */

export interface PersonRecord {
  id: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
}

export interface SheetRecord {
  id: string;
  userId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  status: TimesheetStatus;
  isLocked: boolean;
  documentUrl: string | null;
  submittedAt: Date | null;
  approvedAt: Date | null;
  totalHours: number;
  billableHours: number;
  user: PersonRecord;
  supervisorId: string | null;
  employeeType: string | null;
}

export interface ClientRecord {
  id: string;
  name: string;
  shortName: string;
}

export interface ProjectRecord {
  id: string;
  name: string;
  projectCode: string | null;
  accountingCode: string | null;
  accountingCodeSuffix: string | null;
  client: ClientRecord | null;
}

export interface DeliverableRecord {
  id: string;
  projectId: string;
  milestoneName: string | null;
  deliverableName: string;
  accountingCode: string | null;
  accountingCodeSuffix: string | null;
  trackAgainstTimeOff: boolean;
  ignoreHoursInTotal: boolean;
  includeInAllProjects: boolean;
  disabled: boolean;
  status: string;
}

export interface EntryRecord {
  id: string;
  lineItemId: string;
  date: IsoDate;
  hours: number;
  comment: string | null;
  startTime: number | null;
  /** Changes with every write of the entry (its updated_at in microseconds): stale edits are refused. */
  version: string;
}

export interface LineItemRecord {
  id: string;
  timesheetId: string;
  /** 0-based place on the sheet: the lineItemIndex of removeTimesheetLineItem. */
  index: number;
  projectId: string;
  deliverableId: string | null;
  comment: string | null;
  status: string | null;
  project: ProjectRecord;
  deliverable: DeliverableRecord | null;
  entries: EntryRecord[];
}

export interface ApproverRecord {
  email: string;
  userId: string | null;
  name: string | null;
  image: string | null;
}

export interface ApprovalRecord {
  id: string;
  timesheetId: string;
  projectId: string | null;
  status: ApprovalStepStatus;
  approvedOn: Date | null;
  approvedByUser: PersonRecord | null;
  approvers: ApproverRecord[];
}

export interface TimelineRecord {
  id: string;
  timesheetId: string;
  date: Date;
  createdBy: PersonRecord | null;
  type: string;
  metadata: Record<string, unknown>;
}

export interface AttachmentRecord {
  id: string;
  url: string | null;
  description: string | null;
}

export interface ExpenseRecord {
  id: string;
  description: string | null;
  amount: number;
  attachments: { id: string; url: string | null }[];
}

export interface TimesheetRecord {
  sheet: SheetRecord;
  lineItems: LineItemRecord[];
  approvals: ApprovalRecord[];
  timeline: TimelineRecord[];
  attachments: AttachmentRecord[];
  expenses: ExpenseRecord[];
  /**
   * The owner's time-off transactions in the window before the week (`timeOffWindow`), when the loader was
   * asked for them (the week page): the balances and the submit rules then need no further read.
   */
  timeOffTransactions?: TimeOffTransaction[];
}

/** A project of the task picker with the deliverables the user may book. */
export interface AvailableProject {
  project: ProjectRecord;
  deliverables: DeliverableRecord[];
  /** Booked on one of the user's latest sheets; recent projects come first, newest first. */
  recent: boolean;
}

/** A task of me.recentTasks: a project and deliverable the person may still book. */
export interface RecentTask {
  project: ProjectRecord;
  deliverable: DeliverableRecord;
}

export interface LineBudget {
  lineItemId: string;
  /** Cost of the approved hours on the line's deliverable (C-024) over its budget, in percent. */
  budgetUsedPercent: number;
}

/** A computed permission for the client: allowed, or why not (the domain's or the spec's words). */
export interface Permission {
  allowed: boolean;
  reason: string | null;
  warnings: string[];
}

/** One field's change as the History view lists it (the `changes` of an audit event). */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}
