import { describe, expect, it } from 'vitest';
import { displayText, type GridColumn, moveActive, sameValue, updateVariables } from './quickEditModel.ts';

const column = (type: string, extra: Partial<GridColumn> = {}): GridColumn => ({
  key: 'k',
  label: 'K',
  type,
  editable: true,
  required: false,
  nullable: true,
  nonNegative: false,
  maxLength: null,
  options: null,
  ...extra,
});

describe('moveActive', () => {
  it.each([
    ['ArrowDown', false, false, { row: 1, col: 1 }, { row: 2, col: 1 }],
    ['ArrowUp', false, false, { row: 0, col: 1 }, { row: 0, col: 1 }],
    ['ArrowRight', false, false, { row: 1, col: 6 }, { row: 1, col: 6 }],
    ['Tab', false, false, { row: 1, col: 6 }, { row: 2, col: 0 }],
    ['Tab', true, false, { row: 1, col: 0 }, { row: 0, col: 6 }],
    ['Tab', false, false, { row: 9, col: 6 }, null],
    ['Tab', true, false, { row: 0, col: 0 }, null],
    ['Home', false, false, { row: 4, col: 3 }, { row: 4, col: 0 }],
    ['End', false, true, { row: 4, col: 3 }, { row: 9, col: 3 }],
    ['PageDown', false, false, { row: 4, col: 3 }, { row: 9, col: 3 }],
    ['a', false, false, { row: 4, col: 3 }, null],
  ] as const)('%s (shift %s, ctrl %s) from %o goes to %o', (key, shift, ctrl, from, to) => {
    expect(moveActive(from, key, shift, 10, 7, ctrl)).toEqual(to);
  });
});

describe('cells', () => {
  it('shows choices by label, money and booleans', () => {
    const owner = column('string', {
      options: [{ value: 'u-1', label: 'Pat Manager' }],
    });
    expect(displayText(owner, 'u-1')).toBe('Pat Manager');
    expect(displayText(column('float'), 1234.5)).toBe('$1,234.50');
    expect(displayText(column('boolean'), false)).toBe('No');
    expect(displayText(column('date'), '20260105')).toBe('2026-01-05');
    expect(displayText(column('string'), null)).toBe('');
  });

  it('sends the value in the argument of its type, empty strings as null (D-046)', () => {
    expect(
      updateVariables('projects', { documentId: 'p', fieldKey: 'budget', value: 5 }, column('float')),
    ).toEqual({
      collection: 'projects',
      documentId: 'p',
      fieldKey: 'budget',
      floatValue: 5,
    });
    expect(
      updateVariables('users', { documentId: 'u', fieldKey: 'role', value: '  ' }, column('string')),
    ).toEqual({
      collection: 'users',
      documentId: 'u',
      fieldKey: 'role',
      value: null,
    });
    expect(sameValue(' A ', 'A')).toBe(true);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(1, 2)).toBe(false);
  });
});
