import { describe, expect, it } from 'vitest';
import {
  currentIsoWeek,
  displayCell,
  finishSnapshotRow,
  previousIsoWeek,
  SNAPSHOT_COLUMNS,
  snapshotRecord,
} from './snapshots.ts';

const column = (key: string) => SNAPSHOT_COLUMNS.find((c) => c.key === key)!;

describe('snapshot columns (F-017)', () => {
  it('are the 23 columns in the spec order', () => {
    expect(SNAPSHOT_COLUMNS.map((c) => c.title)).toEqual([
      'endDate',
      'status',
      'lastName',
      'firstName',
      'Payroll ID',
      'department',
      'email',
      'clientName',
      'project',
      'projectCode',
      'milestone',
      'deliverable',
      'taskdate',
      'hours',
      'role',
      'rate',
      'name',
      'totalCost',
      'supervisor',
      'approvers',
      'approvedOn',
      'comment',
      'classification',
    ]);
  });
});

describe('snapshotRecord and cells (F-020)', () => {
  const record = snapshotRecord({
    __typename: 'TimesheetSnapshot',
    endDate: '20260111',
    taskdate: '20260105',
    approvedOn: null,
    approvers: ['pm@example.com', 'admin@example.com'],
    hours: 4,
    rate: 1234.5,
    totalCost: 4938,
    comment: 'a, "b"',
    department: null,
  });

  it('shows dates MM/DD/YYYY and the approvers as one text', () => {
    expect(record).toEqual({
      endDate: '01/11/2026',
      taskdate: '01/05/2026',
      approvedOn: null,
      approvers: 'pm@example.com, admin@example.com',
      hours: 4,
      rate: 1234.5,
      totalCost: 4938,
      comment: 'a, "b"',
      department: null,
    });
  });

  it.each([
    ['rate', 1234.5, '$1,234.50'],
    ['totalCost', 4938, '$4,938.00'],
    ['totalCost', '99.5', '$99.50'],
    ['totalCost', 'n/a', 'n/a'],
    ['totalCost', null, ''],
    ['hours', 2.5, '2.5'],
  ])('shows %s %j as %j', (key, value, expected) => expect(displayCell(column(key), value)).toBe(expected));
});

describe('default ranges', () => {
  it.each([
    ['2026-01-05', { start: '2026-01-05', end: '2026-01-11' }],
    ['2026-01-08', { start: '2026-01-05', end: '2026-01-11' }],
    ['2026-01-11', { start: '2026-01-05', end: '2026-01-11' }],
  ])('the ISO week of %s (F-015)', (today, expected) => expect(currentIsoWeek(today)).toEqual(expected));

  it('the previous ISO week (F-022)', () => {
    expect(previousIsoWeek('2026-01-11')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
  });
});

describe('finishSnapshotRow (F-068, F-074, F-042)', () => {
  const row = {
    _id: 't1',
    endDate: '20260307',
    taskdate: '20260302',
    deliverable: 'Vacation',
    comment: 'Off (<deliverable>)',
    hours: 8,
  };

  it('replaces tokens and returns the same row when no rule matches', () => {
    expect(finishSnapshotRow({ ...row, comment: 'plain' }, [])).toEqual({ ...row, comment: 'plain' });
    expect(finishSnapshotRow(row, []).comment).toBe('Off (Vacation)');
  });

  it('matches a rule on the shown date and keeps the other fields in the API form', () => {
    const rules = [
      { conditions: [{ field: 'taskdate', value: '03/02/2026' }], override: { project: 'Leave' } },
    ];
    expect(finishSnapshotRow(row, rules)).toEqual({ ...row, comment: 'Off (Vacation)', project: 'Leave' });
  });
});
