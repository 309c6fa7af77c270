import type {
  TimesheetDeliverableFieldsFragment,
  TimesheetProjectFieldsFragment,
  TimesheetTaskFieldsFragment,
  TimesheetViewFragment,
} from '../../../graphql/generated/graphql.ts';

/** A timesheet as every view receives it (fragment TimesheetView in timesheet.graphql). */
export type Timesheet = TimesheetViewFragment;
export type TimesheetLineItem = Timesheet['lineItems'][number];
export type TimesheetWeekDay = Timesheet['week'][number];
export type TimesheetApproval = Timesheet['approvalsRequired'][number];
export type TimesheetTimelineEvent = Timesheet['timeline'][number];
export type TimesheetTask = TimesheetTaskFieldsFragment;
export type TimesheetProject = TimesheetProjectFieldsFragment;
export type TimesheetDeliverable = TimesheetDeliverableFieldsFragment;

/** The per-day task fields of a line item (monTask … sunTask), by weekday key (`@tally/domain/timesheets/week` WeekdayKey). */
export type LineTaskField = `${'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'}Task`;

/** A company holiday falling in the week (configuration holidays). */
export interface TimesheetHoliday {
  /** YYYYMMDD, like weekDates. */
  date: string;
  name: string;
}

/** What the week page passes to each view of the sheet (Grid, Blocks, Calendar). */
export interface TimesheetViewProps {
  timesheet: Timesheet;
  /** The 7 days of the week as YYYYMMDD, first day (the one after the configured week-end day) first. */
  weekDates: string[];
  /** True when nothing may change: locked, approved, submitted, being submitted, global lock, another user's sheet. */
  readOnly: boolean;
  /** Holidays inside this week, in date order. */
  holidays: TimesheetHoliday[];
  /** Call with the Timesheet a mutation returned; the page updates everything that shows it. */
  onChanged(updated: Timesheet): void;
}
