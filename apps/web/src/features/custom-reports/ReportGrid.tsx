import { RightOutlined } from '@ant-design/icons';
import {
  cellText,
  clampColumnWidth,
  defaultColumnWidth,
  fieldLabel,
  groupTotalText,
  minColumnWidth,
  REPORT_FIELDS,
  type ReportField,
  WIDTH_LIMITS,
} from '@tally/domain/custom-reports/report-fields';
import {
  GRID_HEIGHT,
  GRID_ROW_HEIGHT,
  GRID_SCROLL_THROTTLE_MS,
  gridWindow,
  rowCountText,
} from '@tally/domain/custom-reports/report-grid';
import type { ReportTableState } from '@tally/domain/custom-reports/saved-reports';
import {
  type ColumnDef,
  type ColumnSizingState,
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { Empty, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { COUNTING_ROWS } from '../finance/snapshots/rowModel.ts';
import { type HeaderActions, HeaderCell } from './HeaderCell.tsx';
import type { GroupLineItem, Line } from './reportLines.ts';
import type { BuilderRow } from './reportQuery.ts';
import { scrollScale } from './scrollScale.ts';

/** TanStack Table owns the column model here: order, visibility and sizes, with its drag-resize handler. */
const features = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
});
export type GridFeatures = typeof features;

const columns: ColumnDef<GridFeatures, BuilderRow>[] = REPORT_FIELDS.map((field) => ({
  id: field,
  header: fieldLabel(field),
  size: defaultColumnWidth(field),
  minSize: minColumnWidth(field),
  maxSize: WIDTH_LIMITS.max,
}));
const NO_DATA: BuilderRow[] = [];

interface Props {
  /** Lines in the grid: group rows, rows and rows still loading. */
  lineCount: number;
  /** The lines start..end (exclusive). */
  linesIn(start: number, end: number): Line[];
  /** Called with the drawn range whenever it changes, so its windows can be asked. */
  onView(start: number, end: number): void;
  /** Rows matching the query (group rows not counted). */
  count: number;
  /** `count` is the rows known so far: the query's total is still being counted. */
  counting?: boolean;
  state: ReportTableState;
  onChange(update: (state: ReportTableState) => ReportTableState): void;
  expanded: ReadonlySet<string>;
  onToggleGroup(key: string): void;
  actions: Omit<HeaderActions, 'resizeBy' | 'resizeTo'>;
  loading: boolean;
  emptyText: string;
}

/** Keeps only the widths that differ from the default, each within the field's limits. */
function clampSizing(sizing: ColumnSizingState): Record<string, number> {
  const next: Record<string, number> = {};
  for (const [id, width] of Object.entries(sizing)) {
    const field = id as ReportField;
    if (REPORT_FIELDS.includes(field)) next[id] = clampColumnWidth(field, width);
  }
  return next;
}

/** The virtualised grid (F-043): 40 px lines in a 700 px area, the window plus 5 lines drawn, scroll read every 50 ms. */
export function ReportGrid({
  lineCount,
  linesIn,
  onView,
  count,
  counting,
  state,
  onChange,
  expanded,
  onToggleGroup,
  actions,
  loading,
  emptyText,
}: Props) {
  const table = useTable({
    features,
    columns,
    data: NO_DATA,
    state: {
      columnOrder: state.columnOrder,
      columnVisibility: state.columnVisibility,
      columnSizing: state.columnSizing,
    },
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) =>
      onChange((current) => ({
        ...current,
        columnSizing: clampSizing(typeof updater === 'function' ? updater(current.columnSizing) : updater),
      })),
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const fields = headers.map((header) => header.column.id as ReportField);
  const widths = headers.map((header) => header.getSize());
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);

  const headerActions: HeaderActions = useMemo(
    () => ({
      ...actions,
      resizeBy: (field, delta) =>
        onChange((current) => {
          const width = current.columnSizing[field] ?? defaultColumnWidth(field);
          return {
            ...current,
            columnSizing: { ...current.columnSizing, [field]: clampColumnWidth(field, width + delta) },
          };
        }),
      resizeTo: (field, width) =>
        onChange((current) => ({
          ...current,
          columnSizing: { ...current.columnSizing, [field]: clampColumnWidth(field, width) },
        })),
    }),
    [actions, onChange],
  );

  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLElement>(null);
  const lastRead = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const onScroll = () => {
    const read = () => {
      lastRead.current = Date.now();
      pending.current = null;
      setScrollTop(scroller.current?.scrollTop ?? 0);
    };
    const wait = GRID_SCROLL_THROTTLE_MS - (Date.now() - lastRead.current);
    if (wait <= 0) read();
    else pending.current ??= setTimeout(read, wait);
  };

  const scale = scrollScale(scrollTop, lineCount);
  const view = gridWindow(scale.top, lineCount);
  useEffect(() => onView(view.start, view.end), [onView, view.start, view.end]);
  const sortOf = (field: string) => state.sorting.find((sort) => sort.id === field);
  const filterOf = (field: string) =>
    state.columnFilters.find((filter) => filter.id === field)?.value ?? null;

  return (
    <div className="custom-report__grid">
      <p className="custom-report__count" aria-live="polite">
        {loading && lineCount === 0 ? 'Loading rows…' : counting ? COUNTING_ROWS : rowCountText(count, view)}
      </p>
      <section
        ref={scroller}
        className="custom-report__scroll"
        style={{ height: GRID_HEIGHT }}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Custom report rows"
      >
        <table
          className="custom-report__table"
          aria-rowcount={lineCount + 1}
          aria-busy={loading}
          style={{ width: totalWidth }}
        >
          <thead className="custom-report__head">
            <tr aria-rowindex={1} className="custom-report__tr">
              {headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  sort={sortOf(header.column.id)}
                  grouped={state.grouping.includes(header.column.id)}
                  filter={filterOf(header.column.id)}
                  actions={headerActions}
                />
              ))}
            </tr>
          </thead>
          <tbody className="custom-report__body" style={{ height: scale.drawn }}>
            {linesIn(view.start, view.end).map((item, offset) => {
              const index = view.start + offset;
              const top = index * GRID_ROW_HEIGHT + scale.shift;
              return item.type === 'group' ? (
                <GroupLine
                  key={item.key}
                  item={item}
                  index={index}
                  top={top}
                  fields={fields}
                  widths={widths}
                  open={expanded.has(item.key)}
                  onToggle={() => onToggleGroup(item.key)}
                />
              ) : item.type === 'placeholder' ? (
                <tr
                  key={item.key}
                  aria-rowindex={index + 2}
                  aria-busy
                  className="custom-report__tr custom-report__line custom-report__placeholder"
                  style={{ transform: `translateY(${top}px)` }}
                >
                  {fields.map((field, column) => (
                    <td key={field} className="custom-report__td" style={{ width: widths[column] }}>
                      <span className="custom-report__skeleton" />
                    </td>
                  ))}
                </tr>
              ) : (
                <tr
                  key={item.key}
                  aria-rowindex={index + 2}
                  className="custom-report__tr custom-report__line"
                  style={{ transform: `translateY(${top}px)` }}
                >
                  {fields.map((field, column) => {
                    const text = cellText(field, item.row[field]);
                    return (
                      <td
                        key={field}
                        className="custom-report__td"
                        style={{
                          width: widths[column],
                          paddingLeft: column === 0 ? 8 + item.depth * 16 : undefined,
                        }}
                        title={text}
                      >
                        {text}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        {loading && lineCount === 0 ? (
          <div className="custom-report__state">
            <Spin description="Loading timesheets">
              <div className="custom-report__spin" />
            </Spin>
          </div>
        ) : lineCount === 0 ? (
          <div className="custom-report__state">
            <Empty description={emptyText} />
          </div>
        ) : null}
      </section>
    </div>
  );
}

interface GroupLineProps {
  item: GroupLineItem;
  index: number;
  top: number;
  fields: readonly ReportField[];
  widths: readonly number[];
  open: boolean;
  onToggle(): void;
}

/** A group line (F-046): the value and its row count open or close it; hours and cost show the group's totals. */
function GroupLine({ item, index, top, fields, widths, open, onToggle }: GroupLineProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      aria-expanded={open}
      aria-level={item.depth + 1}
      className="custom-report__tr custom-report__line custom-report__group"
      style={{ transform: `translateY(${top}px)` }}
    >
      {fields.map((field, column) => {
        const total =
          column === 0 || (field !== 'hours' && field !== 'totalCost')
            ? null
            : groupTotalText(field, field === 'hours' ? item.hours : item.totalCost);
        return (
          <td key={field} className="custom-report__td" style={{ width: widths[column] }}>
            {column === 0 ? (
              <button
                type="button"
                className="custom-report__toggle"
                style={{ paddingLeft: item.depth * 16 }}
                aria-expanded={open}
                onClick={onToggle}
              >
                <RightOutlined aria-hidden rotate={open ? 90 : 0} />
                <span>
                  {fieldLabel(item.field)}: {item.text || '(blank)'}
                </span>
                <span className="custom-report__group-count">({item.count})</span>
              </button>
            ) : (
              total
            )}
          </td>
        );
      })}
    </tr>
  );
}
