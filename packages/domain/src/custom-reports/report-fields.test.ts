import { describe, expect, it } from 'vitest';
import {
  boundedCache,
  cellText,
  clampColumnWidth,
  columnWidth,
  DEFAULT_VISIBLE_FIELDS,
  defaultColumnWidth,
  FIELD_DEFINITIONS,
  fieldsOf,
  formatReportDate,
  groupTotalText,
  minColumnWidth,
  REPORT_FIELDS,
  reportDateCacheSize,
} from './report-fields.ts';

describe('report fields (F-040, F-041)', () => {
  it('offers the 25 fields of the spec, in its order, nine visible by default', () => {
    expect(REPORT_FIELDS).toEqual(
      'endDate status lastName firstName payrollId email clientName project projectCode milestone deliverable taskdate hours role rate name totalCost supervisor approvers approvedOn comment roles bu department classification'.split(
        ' ',
      ),
    );
    expect(DEFAULT_VISIBLE_FIELDS).toEqual(
      'endDate status lastName firstName clientName project taskdate hours totalCost'.split(' '),
    );
  });

  it('files every field under one of the six categories and searches labels and ids', () => {
    const categories = new Set(Object.values(FIELD_DEFINITIONS).map((d) => d.category));
    expect([...categories].sort()).toEqual(
      ['Employee Info', 'Financial', 'Other', 'Project Info', 'Status', 'Time Info'].sort(),
    );
    expect(fieldsOf('Financial')).toEqual(['rate', 'totalCost']);
    expect(fieldsOf('All', 'NAME')).toEqual(['lastName', 'firstName', 'clientName', 'name']);
    expect(fieldsOf('All')).toHaveLength(25);
  });
});

describe('column widths (F-049)', () => {
  it('defaults between 100 and 270 px, wide enough for the header and its icons', () => {
    for (const field of REPORT_FIELDS) {
      expect(defaultColumnWidth(field)).toBeGreaterThanOrEqual(100);
      expect(defaultColumnWidth(field)).toBeLessThanOrEqual(270);
    }
    expect(defaultColumnWidth('comment')).toBe(270);
    expect(defaultColumnWidth('bu')).toBe(120);
    expect(defaultColumnWidth('endDate')).toBe(160);
  });

  it('keeps a dragged width between the header minimum (at least 60) and 500', () => {
    expect(minColumnWidth('bu')).toBe(60);
    expect(minColumnWidth('classification')).toBe(Math.ceil('Classification'.length * 7.5 + 24));
    expect(clampColumnWidth('bu', 10)).toBe(60);
    expect(clampColumnWidth('bu', 900)).toBe(500);
    expect(clampColumnWidth('project', 333.4)).toBe(333);
    expect(columnWidth('project', { project: 320 })).toBe(320);
    expect(columnWidth('project', {})).toBe(defaultColumnWidth('project'));
  });
});

describe('cell text (F-052)', () => {
  it.each([
    ['taskdate', '20260105', '01/05/2026'],
    ['approvedOn', null, ''],
    ['totalCost', 1234.5, '$1,234.50'],
    ['rate', 80, '$80.00'],
    ['hours', 7.5, '7.5'],
    ['approvers', ['a@x.com', 'b@x.com'], 'a@x.com, b@x.com'],
    ['roles', 3, '3'],
    ['project', 'Apollo', 'Apollo'],
  ] as const)('%s %j → %s', (field, value, text) => {
    expect(cellText(field, value)).toBe(text);
  });

  it('sums hours with 2 decimals and money with $ in group rows', () => {
    expect(groupTotalText('hours', 15.5)).toBe('15.50');
    expect(groupTotalText('totalCost', 1000)).toBe('$1,000.00');
    expect(groupTotalText('project', 3)).toBeNull();
  });
});

describe('date-format cache (F-061)', () => {
  it('computes each value once and holds at most 1000 entries, dropping the oldest', () => {
    let calls = 0;
    const cache = boundedCache((key: number) => {
      calls++;
      return key * 2;
    }, 3);
    expect([cache.get(1), cache.get(1), cache.get(2), cache.get(3)]).toEqual([2, 2, 4, 6]);
    expect(calls).toBe(3);
    cache.get(4);
    expect(cache.size()).toBe(3);
    cache.get(1);
    expect(calls).toBe(5);
  });

  it('bounds the shared report date cache at 1000', () => {
    for (let day = 0; day < 1500; day++) formatReportDate(String(20000101 + day));
    expect(reportDateCacheSize()).toBe(1000);
  });
});
