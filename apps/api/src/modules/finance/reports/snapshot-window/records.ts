export interface Totals {
  total: number;
  hours: number;
  totalCost: number;
}

export interface SnapshotGroupRow {
  value: string;
  count: number;
  hours: number;
  totalCost: number;
}

/** A window row with every field: dates YYYYMMDD, approvers a list, money and hours numbers. */
export type SnapshotRowRecord = Record<string, unknown> & { _id: string };

export interface SnapshotWindow extends Totals {
  offset: number;
  rows: SnapshotRowRecord[];
}

export interface SnapshotGroup {
  key: string[];
  value: string;
  count: number;
  hours: number;
  totalCost: number;
}
