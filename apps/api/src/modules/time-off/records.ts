import type { IsoDate } from '@tally/domain/shared/dates';
import type { TimeOffTransactionType } from '@tally/domain/time-off/time-off';

/** A stored transaction; dates YYYY-MM-DD, hours as numbers (TAKEN negative). */
export interface TimeOffTransactionRecord {
  id: string;
  userId: string;
  timeOffType: string;
  date: IsoDate;
  transactionType: TimeOffTransactionType;
  hours: number;
}

/** One line of the finance time-off report (F-028). */
export interface TimeOffReportRecord extends TimeOffTransactionRecord {
  name: string;
  email: string | null;
  payrollId: string | null;
}
