import {
  pendingKey,
  type QuickEditValue,
  type QuickEditValueType,
  VALUE_ARG,
} from '@tally/domain/admin/quick-edit';
import { formatMoneyExact } from '@tally/domain/shared/money';
import type { AdminCollectionQuery, QuickEditRowFragment } from '../../../graphql/generated/graphql.ts';

export type GridColumn = AdminCollectionQuery['admin']['adminCollection']['columns'][number];
export type GridRow = QuickEditRowFragment;

/** An edit not saved yet; `error` holds the server's refusal after a failed save. */
export interface PendingEdit {
  documentId: string;
  fieldKey: string;
  value: QuickEditValue;
  error?: string;
}

export type PendingEdits = ReadonlyMap<string, PendingEdit>;

/** The grid's columns as the domain rules read them. */
export function ruleColumn(column: GridColumn) {
  return {
    key: column.key,
    label: column.label,
    type: column.type as QuickEditValueType,
    editable: column.editable,
    required: column.required,
    nullable: column.nullable,
    nonNegative: column.nonNegative,
    maxLength: column.maxLength ?? undefined,
  };
}

/** The saved value of a cell, read from the field of its type. */
export function savedValue(row: GridRow, column: GridColumn): QuickEditValue {
  const cell = row.cells.find((c) => c.fieldKey === column.key);
  if (!cell) return null;
  switch (column.type) {
    case 'integer':
      return cell.intValue ?? null;
    case 'float':
      return cell.floatValue ?? null;
    case 'boolean':
      return cell.boolValue ?? null;
    case 'date':
      return cell.dateValue ?? null;
    default:
      return cell.value ?? null;
  }
}

/** What a cell shows: the pending value when there is one. */
export function shownValue(row: GridRow, column: GridColumn, pending: PendingEdits): QuickEditValue {
  const edit = pending.get(pendingKey(row._id, column.key));
  return edit ? edit.value : savedValue(row, column);
}

/** A value as text: the option's label for choices, money for floats, Yes/No, YYYY-MM-DD dates. */
export function displayText(column: GridColumn, value: QuickEditValue): string {
  if (value === null || value === undefined) return '';
  if (column.options) return column.options.find((o) => o.value === value)?.label ?? String(value);
  if (column.type === 'float' && typeof value === 'number') return formatMoneyExact(value);
  if (column.type === 'boolean') return value ? 'Yes' : 'No';
  if (column.type === 'date' && typeof value === 'string' && /^\d{8}$/.test(value)) {
    return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  }
  return String(value);
}

/** The text an editor starts from. */
export function editorText(column: GridColumn, value: QuickEditValue): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/** Same value, ignoring how strings were padded. */
export function sameValue(a: QuickEditValue, b: QuickEditValue): boolean {
  const norm = (v: QuickEditValue) => (typeof v === 'string' ? v.trim() || null : v);
  return norm(a) === norm(b);
}

/** The variables of one cell update (D-046): the value in the argument of its column type. */
export function updateVariables(collection: string, edit: PendingEdit, column: GridColumn) {
  const arg = VALUE_ARG[column.type as QuickEditValueType] ?? 'value';
  const value = typeof edit.value === 'string' ? edit.value.trim() || null : edit.value;
  return { collection, documentId: edit.documentId, fieldKey: edit.fieldKey, [arg]: value };
}

export interface Active {
  row: number;
  col: number;
}

/**
 * The cell a navigation key moves to: arrows, Tab and Shift+Tab wrapping across rows, Home/End in the row,
 * Ctrl+Home/Ctrl+End to the first and last row, PageUp/PageDown by ten rows.
 */
export function moveActive(
  active: Active,
  key: string,
  shift: boolean,
  rows: number,
  cols: number,
  ctrl = false,
): Active | null {
  const clamp = (row: number, col: number) => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    col: Math.max(0, Math.min(cols - 1, col)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(active.row - 1, active.col);
    case 'ArrowDown':
      return clamp(active.row + 1, active.col);
    case 'ArrowLeft':
      return clamp(active.row, active.col - 1);
    case 'ArrowRight':
      return clamp(active.row, active.col + 1);
    case 'Home':
      return ctrl ? clamp(0, active.col) : clamp(active.row, 0);
    case 'End':
      return ctrl ? clamp(rows - 1, active.col) : clamp(active.row, cols - 1);
    case 'PageDown':
      return clamp(active.row + 10, active.col);
    case 'PageUp':
      return clamp(active.row - 10, active.col);
    case 'Tab': {
      if (shift) {
        if (active.col > 0) return { row: active.row, col: active.col - 1 };
        return active.row > 0 ? { row: active.row - 1, col: cols - 1 } : null;
      }
      if (active.col < cols - 1) return { row: active.row, col: active.col + 1 };
      return active.row < rows - 1 ? { row: active.row + 1, col: 0 } : null;
    }
    default:
      return null;
  }
}
