import type { schema } from '@tally/db';
import type { SyncStatus } from '@tally/db/schema';

/** A timesheet as a push needs it: its owner (NetSuite employee id) and status. */
export interface PushSheet {
  id: string;
  status: string;
  userId: string;
  userSourceId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
}

/**
 * One day entry of a sheet with its sync state and the NetSuite ids of its project and deliverable: what a push
 * sends, and what the syncs page shows per task (S-019).
 */
export interface PushEntry {
  id: string;
  date: string;
  hours: number;
  comment: string | null;
  sourceId: string | null;
  syncStatus: SyncStatus | null;
  syncError: string | null;
  projectName: string;
  projectSourceId: string | null;
  deliverableName: string;
  deliverableSourceId: string | null;
}

/** The outcome of each pushed entry, written in one statement. */
export interface EntryOutcome {
  id: string;
  sourceId: string | null;
  status: 'SYNCED' | 'ERROR';
  error: string | null;
}

export type SyncLogRow = typeof schema.integrationSyncLog.$inferInsert;

/** A project as the syncs need it. */
export interface SyncProject {
  id: string;
  name: string;
  sourceId: string | null;
  startDate: string | null;
}

/** A project task of NetSuite as a deliverable: matched by source id, updated or added. */
export interface TaskAsDeliverable {
  sourceId: string;
  name: string;
  budgetedHours: string | null;
}

/** A project resource of NetSuite: an employee with their e-mail and name. */
export interface ResourceFromJob {
  sourceId: string;
  email: string;
  name: string | null;
}

export interface PushResult {
  timesheetId: string;
  pushed: number;
  failed: number;
  /** One line per failed entry: 'MM/DD project / deliverable: NetSuite's detail'. */
  errors: string[];
}
