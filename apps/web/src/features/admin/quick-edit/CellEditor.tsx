import { type KeyboardEvent, useId } from 'react';
import type { GridColumn } from './quickEditModel.ts';

export interface Editing {
  draft: string;
  error: string | null;
}

/** The active cell's editor: a select when the column has options, else an input; why a value is refused. */
export function CellEditor({
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
