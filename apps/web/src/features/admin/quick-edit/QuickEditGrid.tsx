import {
  parseTypedCell,
  pendingKey,
  type QuickEditValue,
  validateCellValue,
} from '@tally/domain/admin/quick-edit';
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CellEditor, type Editing } from './CellEditor.tsx';
import {
  type Active,
  displayText,
  editorText,
  type GridColumn,
  type GridRow,
  moveActive,
  type PendingEdits,
  ruleColumn,
  shownValue,
} from './quickEditModel.ts';

export const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
const OVERSCAN = 8;
const FALLBACK_VIEWPORT = 600;

const WIDTHS: Record<string, number> = {
  name: 240,
  description: 320,
  projectCode: 140,
  owner: 200,
  status: 150,
  budget: 150,
  totalBilledAmount: 170,
  email: 240,
  firstName: 160,
  lastName: 160,
};

const widthOf = (column: GridColumn) => WIDTHS[column.key] ?? 160;

interface Props {
  label: string;
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  pending: PendingEdits;
  /** A committed cell edit; the page keeps it pending (or drops it when it equals the saved value). */
  onEdit: (documentId: string, fieldKey: string, value: QuickEditValue) => void;
  /** Escape on a pending cell: back to the saved value. */
  onRevert: (documentId: string, fieldKey: string) => void;
}

/**
 * The scroller's size as react-virtual observes it; before layout (or without any, as in tests) a height of 0
 * would render no row at all, so a usual viewport's height stands in.
 */
function observeScrollerRect(
  instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    onRect({ width: rect.width, height: rect.height || FALLBACK_VIEWPORT }),
  );
}

/**
 * The quick-edit grid (D-039, D-043, D-044): a table with the ARIA grid role, keyboard first. react-virtual
 * renders the rows in view (and the active row wherever it is, so aria-activedescendant always names a cell).
 * Arrows, Tab and Shift+Tab, Home/End, Ctrl+Home/Ctrl+End and PageUp/PageDown move; Enter (or typing) edits,
 * Enter commits and moves down, Tab commits and moves right, Escape abandons the edit, or reverts a pending
 * cell. Only editable columns edit.
 */
export function QuickEditGrid({ label, columns, rows, pending, onEdit, onRevert }: Props) {
  const gridId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<Active>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const committing = useRef(false);
  const totalWidth = columns.reduce((sum, column) => sum + widthOf(column), 0);
  const template = columns.map((column) => `${widthOf(column)}px`).join(' ');

  const activeRow = rows[Math.min(active.row, rows.length - 1)];
  const activeColumn = columns[active.col];
  const cellId = (row: number, col: number) => `${gridId}-r${row}-c${col}`;

  // The rows in view plus OVERSCAN each side, and the active row wherever it is.
  const activeRowIndex = active.row;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRowIndex >= range.count || indexes.includes(activeRowIndex)) return indexes;
      return [...indexes, activeRowIndex].sort((a, b) => a - b);
    },
    [activeRowIndex],
  );
  // Stable between renders, so the virtualizer keeps its measurements until the rows change.
  const rowKey = useCallback((index: number) => rows[index]?._id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: rowKey,
    overscan: OVERSCAN,
    // The rows start below the sticky header row.
    scrollMargin: HEADER_HEIGHT,
    observeElementRect: observeScrollerRect,
    rangeExtractor,
  });

  // A new search or page keeps the active cell inside the rows.
  useEffect(() => {
    setActive((current) =>
      current.row < rows.length ? current : { row: Math.max(0, rows.length - 1), col: current.col },
    );
  }, [rows.length]);

  const focusGrid = useCallback(() => grid.current?.focus({ preventScroll: true }), []);

  /** Scrolls so the active cell is visible below the sticky header. */
  const reveal = useCallback(
    (next: Active) => {
      const element = scroller.current;
      if (!element) return;
      const top = next.row * ROW_HEIGHT;
      const height = element.clientHeight || FALLBACK_VIEWPORT;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + ROW_HEIGHT > element.scrollTop + height - HEADER_HEIGHT) {
        element.scrollTop = top + ROW_HEIGHT - height + HEADER_HEIGHT;
      }
      const left = columns.slice(0, next.col).reduce((sum, column) => sum + widthOf(column), 0);
      const width = columns[next.col] ? widthOf(columns[next.col]!) : 0;
      if (left < element.scrollLeft) element.scrollLeft = left;
      else if (left + width > element.scrollLeft + element.clientWidth && element.clientWidth > 0) {
        element.scrollLeft = left + width - element.clientWidth;
      }
    },
    [columns],
  );

  const moveTo = (next: Active | null) => {
    if (!next) return;
    setActive(next);
    reveal(next);
  };

  const startEditing = (initial?: string) => {
    if (!activeRow || !activeColumn?.editable) return;
    const value = shownValue(activeRow, activeColumn, pending);
    setEditing({ draft: initial ?? editorText(activeColumn, value), error: null });
  };

  /**
   * Validates and hands the value to the page. A refused value keeps the editor open with the message
   * (false); when focus left the cell instead (`leaving`), the edit is abandoned.
   */
  const commit = (draft: string, leaving = false): boolean => {
    if (!activeRow || !activeColumn) return true;
    const column = ruleColumn(activeColumn);
    const value = parseTypedCell(column, draft);
    const problem = validateCellValue(column, value);
    if (problem) {
      setEditing(leaving ? null : { draft, error: problem });
      return false;
    }
    onEdit(activeRow._id, activeColumn.key, value);
    setEditing(null);
    return true;
  };

  const onEditorKey = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>, draft: string) => {
    event.stopPropagation();
    if (event.key !== 'Escape' && event.key !== 'Enter' && event.key !== 'Tab') return;
    event.preventDefault();
    // Focus goes back to the grid below: its blur must not commit a second time.
    committing.current = true;
    try {
      if (event.key === 'Escape') {
        setEditing(null);
        focusGrid();
        return;
      }
      if (!commit(draft)) return;
      focusGrid();
      moveTo(
        event.key === 'Enter'
          ? moveActive(active, 'ArrowDown', false, rows.length, columns.length)
          : moveActive(active, 'Tab', event.shiftKey, rows.length, columns.length),
      );
    } finally {
      committing.current = false;
    }
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (editing || rows.length === 0) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEditing();
      return;
    }
    if (event.key === 'Escape') {
      if (activeRow && activeColumn && pending.has(pendingKey(activeRow._id, activeColumn.key))) {
        event.preventDefault();
        onRevert(activeRow._id, activeColumn.key);
      }
      return;
    }
    const next = moveActive(
      active,
      event.key,
      event.shiftKey,
      rows.length,
      columns.length,
      event.ctrlKey || event.metaKey,
    );
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    // Typing a character starts editing a text cell with it, as spreadsheets do.
    if (
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      activeColumn?.editable &&
      !activeColumn.options
    ) {
      event.preventDefault();
      startEditing(event.key);
    }
  };

  const activeId = rows.length > 0 ? cellId(active.row, active.col) : undefined;

  return (
    <div ref={scroller} className="quick-edit-grid">
      {/* biome-ignore lint/a11y/useSemanticElements: it is a table, with the grid role of an interactive one */}
      <table
        ref={grid}
        className="quick-edit-grid__table"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: <table role="grid"> is the ARIA grid pattern
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        aria-activedescendant={editing ? undefined : activeId}
        tabIndex={0}
        onKeyDown={onGridKey}
        style={{ width: totalWidth }}
      >
        <thead className="quick-edit-grid__head">
          <tr aria-rowindex={1} className="quick-edit-grid__row" style={{ gridTemplateColumns: template }}>
            {columns.map((column, col) => (
              <th
                key={column.key}
                scope="col"
                aria-colindex={col + 1}
                className="quick-edit-grid__header"
                title={column.editable ? undefined : `${column.label} is read-only`}
              >
                {column.label}
                {column.editable ? null : <span className="quick-edit-grid__readonly">(read-only)</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="quick-edit-grid__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const index = item.index;
            const row = rows[index];
            if (!row) return null;
            return (
              <tr
                key={item.key}
                aria-rowindex={index + 2}
                className="quick-edit-grid__row"
                style={{
                  transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                  gridTemplateColumns: template,
                }}
              >
                {columns.map((column, col) => {
                  const key = pendingKey(row._id, column.key);
                  const edit = pending.get(key);
                  const isActive = index === active.row && col === active.col;
                  const isEditing = isActive && editing !== null;
                  const classes = [
                    'quick-edit-grid__cell',
                    column.type === 'float' || column.type === 'integer'
                      ? 'quick-edit-grid__cell--number'
                      : '',
                    column.editable ? '' : 'quick-edit-grid__cell--readonly',
                    edit ? 'quick-edit-grid__cell--pending' : '',
                    edit?.error ? 'quick-edit-grid__cell--failed' : '',
                    isActive ? 'quick-edit-grid__cell--active' : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  const text = displayText(column, shownValue(row, column, pending));
                  return (
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td of a grid is a gridcell, which may be read-only
                    <td
                      key={column.key}
                      id={cellId(index, col)}
                      aria-colindex={col + 1}
                      aria-readonly={column.editable ? undefined : true}
                      aria-invalid={edit?.error ? true : undefined}
                      aria-description={
                        edit?.error ? `Not saved: ${edit.error}` : edit ? 'Changed, not saved yet' : undefined
                      }
                      className={classes}
                      title={edit?.error ?? (text.length > 30 ? text : undefined)}
                      onMouseDown={() => {
                        if (!isEditing) setActive({ row: index, col });
                      }}
                      onDoubleClick={() => {
                        setActive({ row: index, col });
                        if (column.editable) {
                          setEditing({
                            draft: editorText(column, shownValue(row, column, pending)),
                            error: null,
                          });
                        }
                      }}
                    >
                      {isEditing && editing ? (
                        <CellEditor
                          column={column}
                          editing={editing}
                          onDraft={(draft) => setEditing({ draft, error: null })}
                          onKeyDown={onEditorKey}
                          onBlur={(draft) => {
                            if (!committing.current) commit(draft, true);
                          }}
                        />
                      ) : (
                        <span className="quick-edit-grid__text">{text}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
