import {
  GRID_ROW_HEIGHT,
  GRID_SCROLL_THROTTLE_MS,
  gridWindow,
} from '@tally/domain/custom-reports/report-grid';
import {
  displayCell,
  type SnapshotColumn,
  type SnapshotSource,
  snapshotRecord,
} from '@tally/domain/finance/snapshots';
import { Empty, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { scrollScale } from '../../custom-reports/scrollScale.ts';
import type { SnapshotRowModel } from './rowModel.ts';

/** The grid's height in px: the view shows 15 rows below the header. */
export const SNAPSHOT_GRID_HEIGHT = 640;

/** Column widths in px; the grid scrolls sideways past the window. */
const WIDTHS: Record<string, number> = {
  email: 220,
  approvers: 260,
  comment: 240,
  project: 180,
  deliverable: 180,
  milestone: 150,
  clientName: 150,
  supervisor: 150,
  name: 160,
  hours: 80,
  status: 140,
};
const widthOf = (key: string) => WIDTHS[key] ?? 120;

interface Props {
  label: string;
  columns: readonly SnapshotColumn[];
  model: SnapshotRowModel;
  /** Rows of the query, null until the first window has answered. */
  total: number | null;
  loading: boolean;
  /** False while the query may still change (the configuration is loading): nothing is asked yet. */
  ready: boolean;
  emptyText: string;
}

/**
 * A snapshot's rows as a virtual grid over the server row model (issue #12): 40 px rows, the view plus 5 rows
 * drawn, the windows around the view asked as it scrolls, a placeholder row until its window answers.
 */
export function SnapshotGrid({ label, columns, model, total, loading, ready, emptyText }: Props) {
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  // A new query starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new model (a new query)
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    setScrollTop(0);
  }, [model]);
  const onScroll = () => {
    pending.current ??= setTimeout(() => {
      pending.current = null;
      setScrollTop(scroller.current?.scrollTop ?? 0);
    }, GRID_SCROLL_THROTTLE_MS);
  };

  const count = total ?? 0;
  const scale = scrollScale(scrollTop, count, SNAPSHOT_GRID_HEIGHT);
  const view = gridWindow(scale.top, count, SNAPSHOT_GRID_HEIGHT);
  useEffect(() => {
    if (!ready) return;
    if (total === null) model.ensure([], 0, 1);
    else if (view.end > view.start) model.ensure([], view.start, view.end);
  }, [model, ready, total, view.start, view.end]);

  const widths = columns.map((column) => widthOf(column.key));
  const width = widths.reduce((sum, w) => sum + w, 0);
  const lines = [];
  for (let index = view.start; index < view.end; index++) {
    const row = model.rowAt([], index);
    const top = index * GRID_ROW_HEIGHT + scale.shift;
    const record = row ? snapshotRecord(row as unknown as SnapshotSource) : null;
    lines.push(
      <tr
        key={row ? row._id : `#${index}`}
        aria-rowindex={index + 2}
        aria-busy={record ? undefined : true}
        className={record ? 'snapshot-grid__line' : 'snapshot-grid__line snapshot-grid__placeholder'}
        style={{ transform: `translateY(${top}px)` }}
      >
        {columns.map((column, c) => {
          const text = record ? displayCell(column, record[column.key]) : '';
          return (
            <td
              key={column.key}
              className={
                column.kind === 'money' || column.kind === 'hours'
                  ? 'snapshot-grid__td snapshot-grid__td--number'
                  : 'snapshot-grid__td'
              }
              style={{ width: widths[c] }}
              title={text || undefined}
            >
              {record ? text : <span className="snapshot-grid__skeleton" />}
            </td>
          );
        })}
      </tr>,
    );
  }

  return (
    <section
      ref={scroller}
      className="snapshot-grid"
      style={{ height: SNAPSHOT_GRID_HEIGHT }}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
    >
      <table className="snapshot-grid__table" aria-rowcount={count + 1} aria-busy={loading} style={{ width }}>
        <thead className="snapshot-grid__head">
          <tr aria-rowindex={1} className="snapshot-grid__tr">
            {columns.map((column, c) => (
              <th key={column.key} className="snapshot-grid__th" style={{ width: widths[c] }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="snapshot-grid__body" style={{ height: scale.drawn }}>
          {lines}
        </tbody>
      </table>
      {loading && count === 0 ? (
        <div className="snapshot-grid__state">
          <Spin description="Loading timesheets">
            <div className="snapshot-grid__spin" />
          </Spin>
        </div>
      ) : count === 0 ? (
        <div className="snapshot-grid__state">
          <Empty description={emptyText} />
        </div>
      ) : null}
    </section>
  );
}
