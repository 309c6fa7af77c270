import { describe, expect, it } from 'vitest';
import { truncate } from '../shared/money.ts';
import {
  normalizeCellValue,
  parseTypedCell,
  QUICK_EDIT_COLUMNS,
  QUICK_EDIT_LIMIT,
  QUICK_EDIT_SEGMENTS,
  quickEditColumn,
  readCellValue,
  rowMatchesSearch,
  TEMPLATE_DESCRIPTION_LIMIT,
  validateCellValue,
} from './quick-edit.ts';

const column = (collection: 'projects' | 'users', key: string) => {
  const found = quickEditColumn(collection, key);
  if (!found) throw new Error(key);
  return found;
};

describe('quick edit columns', () => {
  it('lists the project and user columns of D-041 and D-042 with only the e-mail read-only', () => {
    expect(QUICK_EDIT_COLUMNS.projects.map((c) => c.key)).toEqual([
      'name',
      'description',
      'projectCode',
      'owner',
      'status',
      'budget',
      'totalBilledAmount',
    ]);
    expect(QUICK_EDIT_COLUMNS.users.map((c) => c.key)).toEqual([
      'firstName',
      'lastName',
      'email',
      'role',
      'employeeType',
      'workCalendar',
      'payrollId',
    ]);
    expect(QUICK_EDIT_COLUMNS.users.filter((c) => !c.editable).map((c) => c.key)).toEqual(['email']);
    expect(QUICK_EDIT_SEGMENTS.map((s) => s.label)).toEqual(['Projects', 'Users']);
    expect(QUICK_EDIT_LIMIT).toBe(1000);
  });
});

describe('readCellValue', () => {
  it.each([
    ['name', { value: 'A' }, { ok: true, value: 'A' }],
    ['budget', { floatValue: 12.5 }, { ok: true, value: 12.5 }],
    ['budget', {}, { ok: true, value: null }],
    ['description', { value: null }, { ok: true, value: null }],
  ] as const)('%s with %o reads %o', (key, args, expected) => {
    expect(readCellValue(column('projects', key), args)).toEqual(expected);
  });

  it('refuses an argument of another type, naming the column', () => {
    const read = readCellValue(column('projects', 'budget'), { value: '12' });
    expect(read).toEqual({ ok: false, message: 'Budget takes a float value (floatValue), not value' });
    expect(readCellValue(column('projects', 'name'), { value: 'x', intValue: 3 }).ok).toBe(false);
  });
});

describe('validateCellValue', () => {
  it.each([
    ['projects', 'name', '  ', 'Required'],
    ['projects', 'name', 'New name', null],
    ['projects', 'description', null, null],
    ['projects', 'budget', -1, 'Must be 0 or more'],
    ['projects', 'budget', null, 'Required'],
    ['projects', 'budget', 'abc', 'Must be a number'],
    ['projects', 'budget', 0, null],
    ['projects', 'totalBilledAmount', null, null],
    ['projects', 'totalBilledAmount', -0.01, 'Must be 0 or more'],
    // Entered by people, not computed (M-027, D-041): editable, bounded like a budget, cents only (issue 13).
    ['projects', 'totalBilledAmount', 12_345.67, null],
    ['projects', 'totalBilledAmount', 1.005, 'Total Billed Amount can have at most two decimals'],
    ['projects', 'totalBilledAmount', 2e9, 'Total Billed Amount cannot be more than 1,000,000,000'],
    ['projects', 'budget', 1e308, 'Budget cannot be more than 1,000,000,000'],
    ['users', 'email', 'x@example.com', 'Email is read-only'],
    ['users', 'employeeType', 'W-2', null],
    ['users', 'employeeType', 'Intern', 'Employee type must be W-2 or C2C'],
    ['users', 'firstName', '', 'Required'],
    ['users', 'payrollId', 'x'.repeat(101), 'At most 100 characters'],
  ] as const)('%s.%s = %o → %o', (collection, key, value, expected) => {
    expect(validateCellValue(column(collection, key), value)).toBe(expected);
  });

  it('checks integer, boolean and date values', () => {
    const base = { key: 'k', label: 'K', editable: true };
    expect(validateCellValue({ ...base, type: 'integer' }, 1.5)).toBe('Must be a whole number');
    expect(validateCellValue({ ...base, type: 'integer' }, 2)).toBeNull();
    expect(validateCellValue({ ...base, type: 'boolean' }, 'yes')).toBe('K takes a boolean value');
    expect(validateCellValue({ ...base, type: 'boolean' }, false)).toBeNull();
    expect(validateCellValue({ ...base, type: 'date' }, '20260230')).toBe('Must be a date (YYYYMMDD)');
    expect(validateCellValue({ ...base, type: 'date' }, '20260228')).toBeNull();
  });
});

describe('parse and normalise', () => {
  it('parses typed text into the column type', () => {
    expect(parseTypedCell(column('projects', 'budget'), '$1,250.50')).toBe(1250.5);
    expect(parseTypedCell(column('projects', 'budget'), 'lots')).toBe('lots');
    expect(parseTypedCell(column('projects', 'budget'), ' ')).toBeNull();
    expect(parseTypedCell(column('projects', 'name'), 'Name ')).toBe('Name ');
  });

  it('trims strings, empties to null and rounds money to cents', () => {
    expect(normalizeCellValue(column('projects', 'name'), ' A ')).toBe('A');
    expect(normalizeCellValue(column('projects', 'projectCode'), ' ')).toBeNull();
    expect(normalizeCellValue(column('projects', 'budget'), 10.005)).toBe(10.01);
    expect(normalizeCellValue({ key: 'd', label: 'D', type: 'date', editable: true }, '20260105')).toBe(
      '2026-01-05',
    );
  });
});

describe('search and template descriptions', () => {
  it('matches any shown text ignoring case', () => {
    expect(rowMatchesSearch(['Apollo', null, 'AP-1'], 'ap-1')).toBe(true);
    expect(rowMatchesSearch(['Apollo'], 'zeus')).toBe(false);
    expect(rowMatchesSearch(['Apollo'], '  ')).toBe(true);
  });

  it('cuts a template description past 150 characters to 147 plus an ellipsis (C-041)', () => {
    const long = 'x'.repeat(151);
    expect(truncate(long, TEMPLATE_DESCRIPTION_LIMIT)).toBe(`${'x'.repeat(147)}...`);
    expect(truncate('x'.repeat(150), TEMPLATE_DESCRIPTION_LIMIT)).toBe('x'.repeat(150));
  });
});
