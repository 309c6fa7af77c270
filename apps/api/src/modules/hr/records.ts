import type { DelinquencyKind } from '@tally/domain/hr/hr-reports';
import type { IsoDate } from '@tally/domain/shared/dates';

/** One row of the all-active-users report (H-012). */
export interface ActiveStaffRecord {
  id: string;
  name: string;
  email: string | null;
  title: string | null;
  projects: string[];
  approvers: string[];
}

export interface StaffSheetsRecord {
  userId: string;
  name: string;
  email: string | null;
  sheets: { endDate: IsoDate; status: string; submittedAt: Date | null }[];
}

/** One row of Employee Rollups by Task (H-019): a person's approved hours on one deliverable in the range. */
export interface RollupRecord {
  userId: string;
  name: string;
  email: string | null;
  projectId: string;
  project: string;
  deliverableId: string;
  deliverable: string;
  milestone: string;
  hours: number;
}

/** One user of the HR screens: the details the spec names for `users` with details (part 3 §7). */
export interface HrUserRecord {
  id: string;
  firstName: string;
  lastName: string;
  title: string | null;
  imageUrl: string | null;
  employeeType: string | null;
  department: string | null;
  role: string | null;
  payrollId: string | null;
  defaultRate: string | null;
  accountActive: boolean;
  email: string | null;
}

/** A user financial record (part 3 §3): dates YYYYMMDD on the wire. */
export interface FinancialRecord {
  id: string;
  userId: string;
  hourlyCost: number;
  startDate: string;
  endDate: string | null;
}

export interface FinancialInput {
  userId: string;
  hourlyCost: number;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string | null;
}

export interface DelinquentWeek {
  /** YYYYMMDD. */
  weekEnd: string;
  kind: DelinquencyKind;
  status: string | null;
  submittedDate: string | null;
  hoursLate: number;
}

export interface DelinquentUser {
  userId: string;
  name: string;
  email: string | null;
  weeks: DelinquentWeek[];
}
