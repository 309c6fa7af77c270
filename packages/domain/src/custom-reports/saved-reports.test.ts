import { describe, expect, it } from 'vitest';
import { customReportFileStem } from './report-export.ts';
import {
  addReport,
  checkReportName,
  defaultTableState,
  normalizeTableState,
  parseSavedReports,
  REPORT_NAME_REQUIRED,
  removeReport,
  reportStatus,
  type SavedReport,
  sameTableState,
  savedReportsSchema,
  serializeSavedReports,
  updateReport,
} from './saved-reports.ts';

const report = (id: string, name: string, updatedAt: string, state = defaultTableState()): SavedReport => ({
  id,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
  tableState: state,
});

describe('saved report shape (F-055)', () => {
  it('accepts the list the builder writes and reads it back newest first', () => {
    const list = [report('a', 'Older', '2026-01-02T00:00:00Z'), report('b', 'Newer', '2026-01-03T00:00:00Z')];
    expect(parseSavedReports(serializeSavedReports(list)).map((r) => r.name)).toEqual(['Newer', 'Older']);
    expect(parseSavedReports('not json')).toEqual([]);
    expect(parseSavedReports('{"a":1}')).toEqual([]);
    const withBad = JSON.stringify([...list, { id: 'c', name: '', tableState: {} }]);
    expect(parseSavedReports(withBad).map((r) => r.id)).toEqual(['b', 'a']);
    expect(parseSavedReports(null)).toEqual([]);
  });

  it('refuses unknown fields, bad widths and operators, duplicate names and blank names', () => {
    const bad = (tableState: unknown) =>
      savedReportsSchema.safeParse([{ ...report('a', 'A', ''), tableState }]).success;
    expect(bad({ columnOrder: ['nope'] })).toBe(false);
    expect(bad({ columnSizing: { hours: 9000 } })).toBe(false);
    expect(bad({ columnFilters: [{ id: 'hours', value: { operator: 'like', value: '1' } }] })).toBe(false);
    expect(bad({ columnVisibility: { evil: true } })).toBe(false);
    expect(bad({ grouping: ['project'], sorting: [{ id: 'hours', desc: true }] })).toBe(true);
    const names = savedReportsSchema.safeParse([report('a', 'Same', ''), report('b', ' same ', '')]);
    expect(names.success).toBe(false);
    expect(savedReportsSchema.safeParse([report('a', '   ', '')]).success).toBe(false);
  });
});

describe('report names (F-054)', () => {
  const list = [report('a', 'Weekly hours', '2026-01-02T00:00:00Z')];
  it('trims, requires a name and asks before overwriting one that exists', () => {
    expect(checkReportName('  By client ', list)).toEqual({ kind: 'ok', name: 'By client' });
    expect(checkReportName('   ', list)).toEqual({ kind: 'invalid', message: REPORT_NAME_REQUIRED });
    expect(checkReportName('weekly HOURS', list)).toMatchObject({ kind: 'exists', existing: { id: 'a' } });
    expect(checkReportName('Weekly hours', list, 'a')).toEqual({ kind: 'ok', name: 'Weekly hours' });
  });
});

describe('report states (F-057)', () => {
  it('is none without a report, clean as saved, modified after a change', () => {
    const saved = report('a', 'A', '', normalizeTableState({ grouping: ['project'] }));
    expect(reportStatus(null, defaultTableState())).toBe('none');
    expect(reportStatus(saved, normalizeTableState({ grouping: ['project'] }))).toBe('clean');
    expect(reportStatus(saved, defaultTableState())).toBe('modified');
  });

  it('ignores key order and omitted defaults', () => {
    const full = defaultTableState();
    const reordered = {
      ...full,
      columnVisibility: Object.fromEntries(Object.entries(full.columnVisibility).reverse()),
    };
    expect(sameTableState(full, reordered)).toBe(true);
    expect(sameTableState({}, full)).toBe(true);
    expect(sameTableState({ columnSizing: { hours: 120 } }, full)).toBe(false);
  });
});

describe('CSV export (F-051)', () => {
  it('names the file TimesheetSnapshot-{YYYYMMDD-HHmm}', () => {
    expect(customReportFileStem(new Date(Date.UTC(2026, 10, 26, 9, 7)), 0)).toBe(
      'TimesheetSnapshot-20261126-0907',
    );
  });
});

describe('report list changes (F-053, F-054, F-058)', () => {
  const list = [report('a', 'A', '2026-01-02T00:00:00Z'), report('b', 'B', '2026-01-01T00:00:00Z')];
  const grouped = normalizeTableState({ grouping: ['project'] });
  it('adds first, updates in place, overwrites by name and removes', () => {
    expect(
      addReport(list, { id: 'c', name: 'C', tableState: grouped }, 'now').map((r) => [r.id, r.updatedAt]),
    ).toEqual([
      ['c', 'now'],
      ['a', '2026-01-02T00:00:00Z'],
      ['b', '2026-01-01T00:00:00Z'],
    ]);
    const updated = updateReport(list, 'b', { tableState: grouped }, 'now');
    expect(updated.find((r) => r.id === 'b')).toMatchObject({ updatedAt: 'now', tableState: grouped });
    expect(updateReport(list, 'b', { name: 'a' }, 'now').map((r) => [r.id, r.name])).toEqual([['b', 'a']]);
    expect(removeReport(list, 'a').map((r) => r.id)).toEqual(['b']);
  });
});
