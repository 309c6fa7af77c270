import type {
  BandColor,
  DateRange,
  RangeCapacity,
  UserPerformance,
} from '@tally/domain/performance/utilization';
import type { IsoDate } from '@tally/domain/shared/dates';

/** A person of the utilization report with their approved hours in the range, by kind. */
export interface ReportedUserRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  title: string | null;
  imageUrl: string | null;
  timeReported: number;
  billableTime: number;
  ptoTime: number;
}

/** One project of one timesheet of a person (the expandable rows, X-015). */
export interface UserTimesheetRow {
  timesheetId: string;
  userId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  status: string;
  /** The sheet's total hours. */
  totalHours: number;
  /** Hours of the sheet on this project. */
  projectHours: number;
  projectId: string;
  projectName: string;
  clientName: string | null;
}

export interface PerformanceUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  title: string | null;
  imageUrl: string | null;
  performance: UserPerformance;
}

export interface PerformanceSummary {
  /** Everyone in the report for the range (before the filter). */
  users: number;
  underutilized: number;
  overutilized: number;
  /** Mean utilization of those with available hours; null when nobody has any. */
  averageUtilization: number | null;
  bands: Record<BandColor, number>;
}

export interface PerformancePage {
  range: DateRange;
  capacity: RangeCapacity;
  /** People matching the filter (all pages). */
  total: number;
  offset: number;
  limit: number;
  nodes: PerformanceUser[];
  summary: PerformanceSummary;
}
