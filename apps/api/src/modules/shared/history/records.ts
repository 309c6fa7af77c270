import type { HistorySubject } from '@tally/domain/shared/history';

export interface HistoryFilter {
  subject: HistorySubject;
  /** The sheet, project or user; none for the whole portal. */
  id: string | null;
  /** One audit event type ('timesheet-hours-changed'), or all. */
  type: string | null;
  /** Events at or after / before these times. */
  from: Date | null;
  to: Date | null;
  /** Words found in the actor's name, the token's name or the changes. */
  search: string | null;
}

export interface HistoryRow {
  id: string;
  type: string;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  subjectUserName: string | null;
  tokenName: string | null;
  projectName: string | null;
  deliverableName: string | null;
  /** The first and last day of the sheet the event is about, if any. */
  sheetStart: string | null;
  sheetEnd: string | null;
  metadata: Record<string, unknown>;
}

export interface HistoryChange {
  field: string;
  from: string;
  to: string;
}

export interface HistoryEntry {
  id: string;
  at: Date;
  type: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  tokenName: string | null;
  /** What the event is about, in words: the user, or the project and deliverable of an hours change. */
  subject: string;
  changes: HistoryChange[];
}
