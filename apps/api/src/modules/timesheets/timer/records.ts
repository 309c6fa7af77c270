import type { IsoDate } from '@tally/domain/shared/dates';

/** A running timer with what the top bar shows of its line. */
export interface TimerRow {
  userId: string;
  lineItemId: string;
  startedAt: Date;
  timesheetId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  projectId: string;
  projectName: string;
  deliverableId: string | null;
  deliverableName: string | null;
}

/** A running timer as the API answers it. */
export interface TimerRecord extends TimerRow {
  /** The day (firm's zone) whose cell the time goes to. */
  date: IsoDate;
  /** Ran past midnight or past 10 hours: the person says how much to keep. */
  needsReview: boolean;
}
