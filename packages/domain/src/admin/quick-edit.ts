/**
 * Admin Quick Edit (part 3 §2, D-038..D-047): which collections the grid edits, their columns, the value type of
 * each column and the rules a typed value must meet. The API enforces them (the whitelist is the server's); the
 * grid uses the same functions for instant feedback.
 */

import { AMOUNT_MAX, moneyError } from '../shared/input-rules.ts';
import { matchesQuery } from '../shared/search.ts';
import { EMPLOYEE_TYPE_MESSAGE, EMPLOYEE_TYPES } from './admin-users.ts';

export const QUICK_EDIT_COLLECTIONS = ['projects', 'users'] as const;
export type QuickEditCollection = (typeof QUICK_EDIT_COLLECTIONS)[number];

/** D-043: the value types of a cell, each sent in its own argument of the cell update (D-046). */
export const QUICK_EDIT_VALUE_TYPES = ['string', 'integer', 'float', 'boolean', 'date'] as const;
export type QuickEditValueType = (typeof QUICK_EDIT_VALUE_TYPES)[number];
export type QuickEditValueArg = 'value' | 'intValue' | 'floatValue' | 'boolValue' | 'dateValue';

export const VALUE_ARG: Record<QuickEditValueType, QuickEditValueArg> = {
  string: 'value',
  integer: 'intValue',
  float: 'floatValue',
  boolean: 'boolValue',
  date: 'dateValue',
};

/** D-045, C-063: the grid loads one page of this many rows. */
export const QUICK_EDIT_LIMIT = 1000;
/** D-039, C-061: the search box waits this long after the last key. */
export const QUICK_EDIT_SEARCH_DEBOUNCE_MS = 300;

export const QUICK_EDIT_MESSAGES = {
  updated: 'Updated successfully',
  updateFailed: 'Update failed',
  allSaved: 'All changes saved',
  someFailed: 'Failed to save some changes',
  required: 'Required',
  nonNegative: 'Must be 0 or more',
  notANumber: 'Must be a number',
  notAnInteger: 'Must be a whole number',
  notADate: 'Must be a date (YYYYMMDD)',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

export interface QuickEditColumn {
  /** The fieldKey of the cell update. */
  key: string;
  label: string;
  type: QuickEditValueType;
  editable: boolean;
  /** Empty is refused. */
  required?: boolean;
  /** Numbers must be 0 or more. */
  nonNegative?: boolean;
  /** An empty cell is stored as null. */
  nullable?: boolean;
  maxLength?: number;
  /** A sum of money at most this large, in cents (the input rule of every amount: moneyError). */
  moneyMax?: number;
  /** The value is one of a list the server sends with the columns (users, taxonomy terms...). */
  choice?: boolean;
}

/** D-041: project columns. Owner is a user id (picked by name); status a term of the 'Status' taxonomy. */
const PROJECT_COLUMNS: readonly QuickEditColumn[] = [
  { key: 'name', label: 'Name', type: 'string', editable: true, required: true, maxLength: 200 },
  {
    key: 'description',
    label: 'Description',
    type: 'string',
    editable: true,
    nullable: true,
    maxLength: 5000,
  },
  {
    key: 'projectCode',
    label: 'Project Code',
    type: 'string',
    editable: true,
    nullable: true,
    maxLength: 100,
  },
  { key: 'owner', label: 'Owner', type: 'string', editable: true, nullable: true, choice: true },
  { key: 'status', label: 'Status', type: 'string', editable: true, nullable: true, choice: true },
  {
    key: 'budget',
    label: 'Budget',
    type: 'float',
    editable: true,
    required: true,
    nonNegative: true,
    moneyMax: AMOUNT_MAX,
  },
  {
    key: 'totalBilledAmount',
    label: 'Total Billed Amount',
    type: 'float',
    editable: true,
    nullable: true,
    nonNegative: true,
    // Entered by people (M-027, D-041: an updateProject argument and an editable column), not computed:
    // editable, with the bounds of a budget.
    moneyMax: AMOUNT_MAX,
  },
];

/** D-042: user columns; the e-mail is the sign-in identity and stays read-only. */
const USER_COLUMNS: readonly QuickEditColumn[] = [
  { key: 'firstName', label: 'First Name', type: 'string', editable: true, required: true, maxLength: 100 },
  { key: 'lastName', label: 'Last Name', type: 'string', editable: true, required: true, maxLength: 100 },
  { key: 'email', label: 'Email', type: 'string', editable: false },
  { key: 'role', label: 'Role', type: 'string', editable: true, nullable: true, maxLength: 100 },
  {
    key: 'employeeType',
    label: 'Employee Type',
    type: 'string',
    editable: true,
    nullable: true,
    choice: true,
  },
  {
    key: 'workCalendar',
    label: 'Work Calendar',
    type: 'string',
    editable: true,
    nullable: true,
    maxLength: 100,
  },
  { key: 'payrollId', label: 'Payroll ID', type: 'string', editable: true, nullable: true, maxLength: 100 },
];

export const QUICK_EDIT_COLUMNS: Record<QuickEditCollection, readonly QuickEditColumn[]> = {
  projects: PROJECT_COLUMNS,
  users: USER_COLUMNS,
};

/** D-040 (Gaps #14): both segments are offered, Projects first. */
export const QUICK_EDIT_SEGMENTS: readonly { value: QuickEditCollection; label: string }[] = [
  { value: 'projects', label: 'Projects' },
  { value: 'users', label: 'Users' },
];

export function isQuickEditCollection(value: string): value is QuickEditCollection {
  return (QUICK_EDIT_COLLECTIONS as readonly string[]).includes(value);
}

export function quickEditColumn(collection: QuickEditCollection, key: string): QuickEditColumn | undefined {
  return QUICK_EDIT_COLUMNS[collection].find((column) => column.key === key);
}

/** A typed cell value: string, number, boolean, a YYYY-MM-DD date, or null (an emptied nullable cell). */
export type QuickEditValue = string | number | boolean | null;

/** The arguments of a cell update carrying values (any of them may be missing). */
export type QuickEditValueArgs = Partial<Record<QuickEditValueArg, unknown>>;

/**
 * Reads the one value of a cell update (D-046): only the argument of the column's type may be given.
 * Returns the value, or the message naming what was wrong.
 */
export function readCellValue(
  column: QuickEditColumn,
  args: QuickEditValueArgs,
): { ok: true; value: QuickEditValue } | { ok: false; message: string } {
  const expected = VALUE_ARG[column.type];
  const given = (Object.keys(VALUE_ARG) as QuickEditValueType[])
    .map((type) => VALUE_ARG[type])
    .filter((arg) => args[arg] !== undefined && args[arg] !== null);
  const wrong = given.find((arg) => arg !== expected);
  if (wrong) {
    return { ok: false, message: `${column.label} takes a ${column.type} value (${expected}), not ${wrong}` };
  }
  const raw = args[expected];
  if (raw === undefined || raw === null) return { ok: true, value: null };
  return { ok: true, value: raw as QuickEditValue };
}

const DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;

/**
 * The rule of one cell (D-043): the value's type, required, non-negative, length, the employee types.
 * Returns null when fine. A null value means the cell was emptied.
 */
export function validateCellValue(column: QuickEditColumn, value: QuickEditValue): string | null {
  if (!column.editable) return `${column.label} is read-only`;
  const empty = value === null || (typeof value === 'string' && value.trim() === '');
  if (empty) return column.required ? QUICK_EDIT_MESSAGES.required : null;
  switch (column.type) {
    case 'string': {
      if (typeof value !== 'string') return `${column.label} takes a string value`;
      if (column.maxLength && value.trim().length > column.maxLength) {
        return QUICK_EDIT_MESSAGES.tooLong(column.maxLength);
      }
      if (column.key === 'employeeType' && !(EMPLOYEE_TYPES as readonly string[]).includes(value.trim())) {
        return EMPLOYEE_TYPE_MESSAGE;
      }
      return null;
    }
    case 'integer':
    case 'float': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return QUICK_EDIT_MESSAGES.notANumber;
      if (column.type === 'integer' && !Number.isInteger(value)) return QUICK_EDIT_MESSAGES.notAnInteger;
      if (column.nonNegative && value < 0) return QUICK_EDIT_MESSAGES.nonNegative;
      if (column.moneyMax !== undefined) return moneyError(column.label, value, column.moneyMax);
      if (Math.abs(value) > 1e12) return QUICK_EDIT_MESSAGES.notANumber;
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : `${column.label} takes a boolean value`;
    case 'date': {
      const match = typeof value === 'string' ? DATE.exec(value) : null;
      if (!match) return QUICK_EDIT_MESSAGES.notADate;
      const [, y, m, d] = match;
      const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1
        ? null
        : QUICK_EDIT_MESSAGES.notADate;
    }
  }
}

/** The stored form of a valid value: trimmed strings, empty → null, money rounded to cents. */
export function normalizeCellValue(column: QuickEditColumn, value: QuickEditValue): QuickEditValue {
  if (value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (column.type === 'date') return text.replace(DATE, '$1-$2-$3');
    return text;
  }
  if (typeof value === 'number' && column.type === 'float') return Math.round(value * 100) / 100;
  return value;
}

/**
 * Parses what was typed in a cell into the column's type (the grid's editor); a text that does not parse stays
 * a string so that validateCellValue names the problem.
 */
export function parseTypedCell(column: QuickEditColumn, text: string): QuickEditValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (column.type === 'integer' || column.type === 'float') {
    const number = Number(trimmed.replace(/[$,\s]/g, ''));
    return Number.isNaN(number) ? trimmed : number;
  }
  if (column.type === 'boolean') {
    if (/^(true|yes|1)$/i.test(trimmed)) return true;
    if (/^(false|no|0)$/i.test(trimmed)) return false;
    return trimmed;
  }
  return text;
}

/** The key of a pending edit. */
export function pendingKey(documentId: string, fieldKey: string): string {
  return `${documentId}\u0000${fieldKey}`;
}

/** D-039: a row matches when any of its shown texts contains the query, ignoring case. */
export function rowMatchesSearch(texts: readonly (string | null | undefined)[], query: string): boolean {
  return matchesQuery(texts, query);
}

/** D-048, C-041: a template card's description, 147 characters plus an ellipsis past 150. */
export const TEMPLATE_DESCRIPTION_LIMIT = 150;
