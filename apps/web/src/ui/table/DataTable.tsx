import { Button, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PHONE_CARDS_QUERY, useMediaQuery } from '../useMediaQuery.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import {
  isCustomized,
  type LayoutColumn,
  resolveCardLayout,
  resolveLayout,
  withMove,
  withVisibility,
  withWidth,
} from './columnLayout.ts';
import { PHONE_CARDS } from './phoneCards.ts';
import { ResizableHeaderCell, type ResizeProps } from './ResizableHeaderCell.tsx';
import { useColumnLayout } from './useColumnLayout.ts';
import './data-table.css';

/** A column of a DataTable: antd's column with a stable key, a name, a default width and a priority. */
export interface DataColumn<T> extends Omit<ColumnType<T>, 'key' | 'width' | 'hidden' | 'fixed'> {
  key: string;
  /** The name in the chooser when the title is not plain text. */
  label?: string;
  /** Default width in px; 140 when not given. */
  width?: number;
  /**
   * The narrowest (px) it is squeezed to, content wrapping, before the table scrolls sideways; without one it
   * keeps its width.
   */
  minWidth?: number;
  /**
   * Kept in view at the right edge when the table still scrolls sideways (a row's actions), while it is the
   * last column drawn.
   */
  pinEnd?: boolean;
  /**
   * 1 never gives way to fit; 2 (the default) and up are hidden to fit, highest first. On a phone, where rows
   * are cards, the columns of priority 1 and 2 are shown (and any the user chose).
   */
  priority?: number;
  /** Always shown and first (the row's name or link); not in the chooser's moves. */
  locked?: boolean;
  defaultHidden?: boolean;
}

export interface DataTableProps<T>
  extends Omit<TableProps<T>, 'columns' | 'scroll' | 'summary' | 'tableLayout' | 'title'> {
  /** The key of this table's layout in the user's settings (U-014), e.g. 'admin-users'. */
  tableId: string;
  /** The table's name, for the chooser and the layout's messages. */
  label: string;
  columns: DataColumn<T>[];
  /** A totals row: the content per column key, drawn under the columns shown. */
  totals?: Partial<Record<string, ReactNode>>;
  /** The widest the table grows (px); it fits narrower containers. */
  maxWidth?: number;
}

type HeaderCellColumn<T> = Parameters<NonNullable<ColumnType<T>['onHeaderCell']>>[0];

/** Above this many columns a table offers the column chooser. */
export const CHOOSER_THRESHOLD = 8;
const EXPAND_COLUMN_WIDTH = 48;
const SELECTION_COLUMN_WIDTH = 40;

const labelOf = <T,>(column: DataColumn<T>) =>
  column.label ?? (typeof column.title === 'string' ? column.title : column.key);

function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The app's data table: antd's Table that fits its container (columns wrap, and the lowest-priority ones
 * step aside when the container is too narrow), resizable columns, a column chooser above 8 columns, and a
 * layout (order, widths, shown and hidden columns) remembered per user on the server (U-014). On a phone
 * each row is a card of its key fields (phone-cards.css), with nothing to scroll sideways (issue 14).
 */
export function DataTable<T extends object>({
  tableId,
  label,
  columns,
  totals,
  maxWidth,
  components,
  expandable,
  rowSelection,
  className,
  ...props
}: DataTableProps<T>) {
  const [containerRef, containerWidth] = useContainerWidth();
  const cards = useMediaQuery(PHONE_CARDS_QUERY);
  const { layout, setLayout, reset } = useColumnLayout(tableId);
  const layoutColumns = useMemo<LayoutColumn[]>(
    () =>
      columns.map((column) => ({
        key: column.key,
        label: labelOf(column),
        width: column.width ?? 140,
        minWidth: column.minWidth,
        priority: column.locked ? 1 : (column.priority ?? 2),
        locked: column.locked,
        defaultHidden: column.defaultHidden,
      })),
    [columns],
  );
  const reserved = (expandable ? EXPAND_COLUMN_WIDTH : 0) + (rowSelection ? SELECTION_COLUMN_WIDTH : 0);
  const resolved = cards
    ? resolveCardLayout(layoutColumns, layout)
    : resolveLayout(layoutColumns, layout, containerWidth > 0 ? containerWidth - reserved : 0);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const overflows = !cards && containerWidth > 0 && resolved.total + reserved > containerWidth;
  const hasRows = (props.dataSource?.length ?? 0) > 0;

  const lastKey = resolved.visible[resolved.visible.length - 1];
  const shown = resolved.visible.flatMap((key) => {
    const column = byKey.get(key);
    if (!column) return [];
    const {
      label: _label,
      priority: _priority,
      locked,
      defaultHidden: _hidden,
      minWidth: _minWidth,
      pinEnd,
      ...rest
    } = column;
    const width = resolved.widths[key] ?? 140;
    const pinned = overflows && hasRows;
    return [
      {
        ...rest,
        width,
        fixed:
          pinned && locked
            ? ('left' as const)
            : pinned && pinEnd && key === lastKey
              ? ('right' as const)
              : undefined,
        // The column's name, written before the value when the row is a card (phone-cards.css); the locked
        // column (the row's name or link) heads the card without one.
        onCell: (record: T, index?: number) => ({
          ...(column.onCell?.(record, index) ?? {}),
          'data-label': locked
            ? ''
            : (column.label ?? (typeof column.title === 'string' ? column.title : '')),
        }),
        onHeaderCell: (data: HeaderCellColumn<T>) => ({
          ...(column.onHeaderCell?.(data) ?? {}),
          resizeLabel: labelOf(column),
          resizeWidth: width,
          onResizeWidth: (next: number) => setLayout(withWidth(layout, key, next)),
        }),
      } as ColumnType<T>,
    ];
  });

  const customized = isCustomized(layout);
  const hiddenCount = resolved.hiddenToFit.length;
  // Columns set aside (to fit, or off a phone's cards) are reached through the chooser, whatever the count.
  const chooser = columns.length > CHOOSER_THRESHOLD || hiddenCount > 0;
  return (
    <div className="data-table" ref={containerRef} style={maxWidth ? { maxWidth } : undefined}>
      {chooser || customized || hiddenCount > 0 ? (
        <div className="data-table__bar">
          {hiddenCount > 0 ? (
            <span className="data-table__note">
              {hiddenCount === 1 ? '1 column' : `${hiddenCount} columns`}{' '}
              {cards ? 'left off the cards' : 'hidden to fit'}
            </span>
          ) : null}
          {chooser ? (
            <ColumnChooser
              columns={layoutColumns}
              resolved={resolved}
              customized={customized}
              tableLabel={label}
              fitNote={cards ? 'not on the cards' : undefined}
              onShow={(key, visible) => setLayout(withVisibility(layout, key, visible))}
              onMove={(key, step) => setLayout(withMove(layoutColumns, layout, key, step))}
              onReset={reset}
            />
          ) : customized ? (
            <Button size="small" onClick={reset}>
              Reset columns
            </Button>
          ) : null}
        </div>
      ) : null}
      <Table<T>
        {...props}
        className={[className, cards ? PHONE_CARDS : null].filter(Boolean).join(' ') || undefined}
        expandable={expandable}
        rowSelection={rowSelection}
        columns={shown}
        tableLayout="fixed"
        // An empty table must not scroll: a scrolling region with nothing to focus is out of keyboard reach.
        scroll={overflows && hasRows ? { x: resolved.total + reserved } : undefined}
        components={{
          ...components,
          header: {
            ...components?.header,
            cell: ResizableHeaderCell as (props: ResizeProps) => ReactNode,
          },
        }}
        summary={
          totals && hasRows
            ? () => (
                <Table.Summary.Row>
                  {expandable ? <Table.Summary.Cell index={0} /> : null}
                  {resolved.visible.map((key, index) => (
                    <Table.Summary.Cell
                      key={key}
                      index={index + (expandable ? 1 : 0)}
                      align={byKey.get(key)?.align}
                    >
                      {cards && totals[key] !== undefined ? (
                        <span className="data-table__total-label">{labelOf(byKey.get(key) ?? { key })} </span>
                      ) : null}
                      {totals[key]}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
    </div>
  );
}
