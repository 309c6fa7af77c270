import { ArrowDownOutlined, ArrowUpOutlined, GroupOutlined, SwapOutlined } from '@ant-design/icons';
import { fieldLabel, type ReportField, WIDTH_LIMITS } from '@tally/domain/custom-reports/report-fields';
import type { ColumnSort, FilterValue } from '@tally/domain/custom-reports/report-grid';
import type { Header } from '@tanstack/react-table';
import { Button } from 'antd';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { FilterPopover } from './FilterPopover.tsx';
import type { GridFeatures } from './ReportGrid.tsx';
import type { BuilderRow } from './reportQuery.ts';

export interface HeaderActions {
  sort(field: ReportField, multi: boolean): void;
  toggleGroup(field: ReportField): void;
  setFilter(field: ReportField, value: FilterValue | null): void;
  move(field: ReportField, to: { target: string } | { offset: number }): void;
  resizeBy(field: ReportField, delta: number): void;
  resizeTo(field: ReportField, width: number): void;
}

interface Props {
  header: Header<GridFeatures, BuilderRow, unknown>;
  sort: ColumnSort | undefined;
  grouped: boolean;
  filter: FilterValue | null;
  actions: HeaderActions;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

/**
 * One column header: the label sorts (F-045), the icons group (F-046) and filter (F-047), the header drags onto
 * another to reorder (F-048; Alt+Arrow keys on the label do the same), and the right edge resizes (F-049;
 * double-click resets; arrow keys on it step 10 px, Home and End go to the limits).
 */
export function HeaderCell({ header, sort, grouped, filter, actions }: Props) {
  const field = header.column.id as ReportField;
  const label = fieldLabel(field);
  const direction = sort ? (sort.desc ? 'desc' : 'asc') : 'none';

  const onLabelKey = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    actions.move(field, { offset: event.key === 'ArrowLeft' ? -1 : 1 });
  };
  /** The splitter keys: arrows step 10 px, Home and End go to the narrowest and widest. */
  const onResizerKey = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -10, ArrowRight: 10, Home: -WIDTH_LIMITS.max, End: WIDTH_LIMITS.max }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    actions.resizeBy(field, step);
  };
  // A drag that starts on the resizer resizes: the header stops being draggable (for reordering) until the button
  // is released, or the browser would pick the header up instead.
  const [resizing, setResizing] = useState(false);
  const startResize = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = header.getSize();
    setResizing(true);
    const move = (next: globalThis.PointerEvent) =>
      actions.resizeTo(field, startWidth + next.clientX - startX);
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      setResizing(false);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  return (
    <th
      aria-sort={ARIA_SORT[direction]}
      className="custom-report__th"
      style={{ width: header.getSize() }}
      draggable={!resizing}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', field);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const dragged = event.dataTransfer.getData('text/plain');
        if (dragged && dragged !== field) actions.move(dragged as ReportField, { target: field });
      }}
    >
      <button
        type="button"
        className="custom-report__sort"
        title={`Sort by ${label} (Alt+←/→ moves the column)`}
        aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
        onClick={(event) => actions.sort(field, event.shiftKey)}
        onKeyDown={onLabelKey}
      >
        <span className="custom-report__label">{label}</span>
        {direction === 'asc' ? (
          <ArrowUpOutlined aria-label="sorted ascending" />
        ) : direction === 'desc' ? (
          <ArrowDownOutlined aria-label="sorted descending" />
        ) : (
          <SwapOutlined rotate={90} aria-hidden className="custom-report__sort-idle" />
        )}
      </button>
      <Button
        type="text"
        size="small"
        className={grouped ? 'custom-report__icon custom-report__icon--active' : 'custom-report__icon'}
        aria-label={`Group by ${label}`}
        aria-pressed={grouped}
        icon={<GroupOutlined aria-hidden />}
        onClick={() => actions.toggleGroup(field)}
      />
      <FilterPopover field={field} value={filter} onChange={(value) => actions.setFilter(field, value)} />
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable splitter is the ARIA pattern for a resizer */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${label}`}
        aria-valuenow={header.getSize()}
        aria-valuemin={header.column.columnDef.minSize}
        aria-valuemax={WIDTH_LIMITS.max}
        tabIndex={0}
        className={
          resizing ? 'custom-report__resizer custom-report__resizer--active' : 'custom-report__resizer'
        }
        onPointerDown={startResize}
        onDoubleClick={() => header.column.resetSize()}
        onKeyDown={onResizerKey}
      />
    </th>
  );
}
