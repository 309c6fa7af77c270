import {
  parseTypedCell,
  pendingKey,
  type QuickEditValue,
  validateCellValue,
} from '@tally/domain/admin/quick-edit';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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

interface Editing {
  draft: string;
  error: string | null;
}

/**
 * The quick-edit grid (D-039, D-043, D-044): a virtualised ARIA grid, keyboard first. Arrows, Tab and
 * Shift+Tab, Home/End, Ctrl+Home/Ctrl+End and PageUp/PageDown move; Enter (or typing) edits, Enter commits and moves down, Tab
 * commits and moves right, Escape abandons the edit, or reverts a pending cell. Only editable columns edit.
 */
export function QuickEditGrid({ label, columns, rows, pending, onEdit, onRevert }: Props) {
  const gridId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);
  const committing = useRef(false);
  const totalWidth = columns.reduce((sum, column) => sum + widthOf(column), 0);
  const template = columns.map((column) => `${widthOf(column)}px`).join(' ');

  const activeRow = rows[Math.min(active.row, rows.length - 1)];
  const activeColumn = columns[active.col];
  const cellId = (row: number, col: number) => `${gridId}-r${row}-c${col}`;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || FALLBACK_VIEWPORT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new search or page keeps the active cell inside the rows.
  useEffect(() => {
    setActive((current) =>
      current.row < rows.length ? current : { row: Math.max(0, rows.length - 1), col: current.col },
    );
  }, [rows.length]);

  const focusGrid = useCallback(() => scroller.current?.focus({ preventScroll: true }), []);

  /** Scrolls so the active cell is visible below the sticky header. */
  const reveal = useCallback(
    (next: Active) => {
      const element = scroller.current;
      if (!element) return;
      const top = next.row * ROW_HEIGHT;
      const height = element.clientHeight || viewport;
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
      setScrollTop(element.scrollTop);
    },
    [columns, viewport],
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

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
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

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);
  const visible = rows.slice(first, last);
  const activeId = rows.length > 0 ? cellId(active.row, active.col) : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the ARIA grid pattern of a virtualised grid: focus stays on the grid, aria-activedescendant names the cell
    <div
      ref={scroller}
      className="quick-edit-grid"
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-activedescendant={editing ? undefined : activeId}
      tabIndex={0}
      onKeyDown={onGridKey}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the ARIA grid pattern of a virtualised grid: focus stays on the grid, aria-activedescendant names the cell */}
      <div role="rowgroup" className="quick-edit-grid__head" style={{ width: totalWidth }}>
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the ARIA grid pattern of a virtualised grid: focus stays on the grid, aria-activedescendant names the cell */}
        <div
          role="row"
          aria-rowindex={1}
          className="quick-edit-grid__row"
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((column, col) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the ARIA grid pattern of a virtualised grid: focus stays on the grid, aria-activedescendant names the cell
            <div
              key={column.key}
              role="columnheader"
              aria-colindex={col + 1}
              className="quick-edit-grid__header"
              title={column.editable ? undefined : `${column.label} is read-only`}
            >
              {column.label}
              {column.editable ? null : <span className="quick-edit-grid__readonly">(read-only)</span>}
            </div>
          ))}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the ARIA grid pattern of a virtualised grid: focus stays on the grid, aria-activedescendant names the cell */}
      <div
        role="rowgroup"
        className="quick-edit-grid__body"
        style={{ height: rows.length * ROW_HEIGHT, width: totalWidth }}
      >
        {visible.map((row, offset) => {
          const index = first + offset;
          return (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the ARIA grid pattern of a virtualised grid: focus stays on the grid, aria-activedescendant names the cell
            <div
              key={row._id}
              role="row"
              aria-rowindex={index + 2}
              className="quick-edit-grid__row"
              style={{ top: index * ROW_HEIGHT, gridTemplateColumns: template }}
            >
              {columns.map((column, col) => {
                const key = pendingKey(row._id, column.key);
                const edit = pending.get(key);
                const isActive = index === active.row && col === active.col;
                const isEditing = isActive && editing !== null;
                const classes = [
                  'quick-edit-grid__cell',
                  column.type === 'float' || column.type === 'integer' ? 'quick-edit-grid__cell--number' : '',
                  column.editable ? '' : 'quick-edit-grid__cell--readonly',
                  edit ? 'quick-edit-grid__cell--pending' : '',
                  edit?.error ? 'quick-edit-grid__cell--failed' : '',
                  isActive ? 'quick-edit-grid__cell--active' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                const text = displayText(column, shownValue(row, column, pending));
                return (
                  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the ARIA grid pattern of a virtualised grid: focus stays on the grid, aria-activedescendant names the cell
                  <div
                    key={column.key}
                    id={cellId(index, col)}
                    role="gridcell"
                    aria-colindex={col + 1}
                    aria-selected={isActive}
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
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function CellEditor({
  column,
  editing,
  onDraft,
  onKeyDown,
  onBlur,
}: {
  column: GridColumn;
  editing: Editing;
  onDraft: (draft: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>, draft: string) => void;
  onBlur: (draft: string) => void;
}) {
  const errorId = useId();
  const common = {
    'aria-label': `${column.label}`,
    'aria-invalid': editing.error ? true : undefined,
    'aria-describedby': editing.error ? errorId : undefined,
    className: 'quick-edit-grid__editor',
    autoFocus: true,
  };
  return (
    <>
      {column.options ? (
        <select
          {...common}
          value={editing.draft}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={(event) => onKeyDown(event, event.currentTarget.value)}
          onBlur={(event) => onBlur(event.currentTarget.value)}
        >
          {column.nullable || editing.draft === '' ? <option value="">(none)</option> : null}
          {column.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          inputMode={column.type === 'float' || column.type === 'integer' ? 'decimal' : undefined}
          value={editing.draft}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={(event) => onKeyDown(event, event.currentTarget.value)}
          onBlur={(event) => onBlur(event.currentTarget.value)}
          onFocus={(event) => {
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
        />
      )}
      {editing.error ? (
        <span id={errorId} role="alert" className="quick-edit-grid__error">
          {editing.error}
        </span>
      ) : null}
    </>
  );
}
