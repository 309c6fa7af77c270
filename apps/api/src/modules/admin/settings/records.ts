export interface ReminderSchedule {
  cronExpression: string;
  cronDescription: string | null;
  enabled: boolean;
  timeZone: string;
  nextRuns: Date[];
  updatedBy: string | null;
  updatedAt: Date | null;
}

export interface SnapshotChange {
  timesheetId: string;
  userName: string;
  endDate: string;
  before: { totalHours: number; billableHours: number };
  after: { totalHours: number; billableHours: number };
  /** The stored figures differed from the entries. */
  changed: boolean;
}

export interface SnapshotSkip {
  timesheetId: string;
  userName: string;
  endDate: string;
  lastUpdatedAt: Date;
  nextUpdateAt: Date;
}

export interface SnapshotRun {
  updated: SnapshotChange[];
  skipped: SnapshotSkip[];
}

/** A sheet the snapshots updater may refresh: its stored figures and the ones its entries give now. */
export type SnapshotCandidate = {
  id: string;
  user_name: string;
  end_date: string;
  total_hours: string;
  billable_hours: string;
  total: string;
  billable: string;
  last_update: Date | string | null;
};

/** The submit bounds with who set them and when (D-059); `configured` is false when none is stored. */
export interface ThresholdSetting {
  min: number;
  max: number;
  configured: boolean;
  updatedBy: string | null;
  updatedAt: Date | null;
}
