import type { ReportField } from '@tally/domain/custom-reports/report-fields';
import type { SnapshotRowModel } from '../finance/snapshots/rowModel.ts';
import type { BuilderRow } from './reportQuery.ts';

export type GroupLineItem = {
  type: 'group';
  /** The group path with its fields ('project=Apollo|status=Approved'): the expanded set's key. */
  key: string;
  path: readonly string[];
  field: ReportField;
  text: string;
  depth: number;
  count: number;
  hours: number;
  totalCost: number;
};

/** One line of the grid: a group row, a data row, or a row whose window is still loading. */
export type Line =
  | GroupLineItem
  | { type: 'row'; key: string; row: BuilderRow; depth: number }
  | { type: 'placeholder'; key: string; depth: number };

type Segment =
  | { type: 'group'; line: GroupLineItem }
  | { type: 'rows'; path: readonly string[]; depth: number; count: number }
  | { type: 'pending'; path: readonly string[]; depth: number };

export interface ReportLines {
  segments: readonly Segment[];
  lineCount: number;
  /** Rows matching the query (group rows not counted), null until the server has answered. */
  rowCount: number | null;
  /** rowCount is the rows known so far: the query's total is still being counted. */
  counting: boolean;
  /** What the server must still be asked before these lines are complete. */
  needs: { windows: (readonly string[])[]; groups: (readonly string[])[] };
}

const lengthOf = (segment: Segment) => (segment.type === 'rows' ? segment.count : 1);

export const groupKey = (grouping: readonly string[], path: readonly string[]) =>
  path.map((value, index) => `${grouping[index]}=${value}`).join('|');

/**
 * The grid's lines as segments (F-043, F-046): without grouping one block of the query's rows; with grouping
 * the group rows level by level from the server, and under an expanded leaf group the block of its rows.
 */
export function reportLines(
  model: SnapshotRowModel,
  grouping: readonly ReportField[],
  expanded: ReadonlySet<string>,
): ReportLines {
  const segments: Segment[] = [];
  const needs: ReportLines['needs'] = { windows: [], groups: [] };
  let rowCount: number | null = null;
  let counting = false;
  if (grouping.length === 0) {
    const count = model.rowCount([]);
    if (count !== null) {
      rowCount = count;
      counting = model.summary([]) === null;
      segments.push({ type: 'rows', path: [], depth: 0, count });
    } else needs.windows.push([]);
  } else {
    const walk = (path: readonly string[], depth: number) => {
      const groups = model.groupsOf(path);
      if (!groups) {
        needs.groups.push(path);
        if (depth > 0) segments.push({ type: 'pending', path, depth });
        return;
      }
      if (depth === 0) rowCount = groups.reduce((sum, group) => sum + group.count, 0);
      const field = grouping[depth] as ReportField;
      for (const group of groups) {
        const key = groupKey(grouping, group.key);
        segments.push({
          type: 'group',
          line: {
            type: 'group',
            key,
            path: group.key,
            field,
            text: group.value,
            depth,
            count: group.count,
            hours: group.hours,
            totalCost: group.totalCost,
          },
        });
        if (!expanded.has(key)) continue;
        if (depth + 1 < grouping.length) walk(group.key, depth + 1);
        else segments.push({ type: 'rows', path: group.key, depth: depth + 1, count: group.count });
      }
    };
    walk([], 0);
  }
  const lineCount = segments.reduce((sum, segment) => sum + lengthOf(segment), 0);
  return { segments, lineCount, rowCount, counting, needs };
}

/** Lines start..end (exclusive), a placeholder where a row's window has not answered yet. */
export function linesIn(model: SnapshotRowModel, lines: ReportLines, start: number, end: number): Line[] {
  const out: Line[] = [];
  let offset = 0;
  for (const segment of lines.segments) {
    const length = lengthOf(segment);
    if (offset >= end) break;
    if (offset + length > start) {
      if (segment.type === 'group') out.push(segment.line);
      else if (segment.type === 'pending')
        out.push({ type: 'placeholder', key: `pending:${segment.path.join('|')}`, depth: segment.depth });
      else {
        const from = Math.max(0, start - offset);
        const to = Math.min(length, end - offset);
        for (let index = from; index < to; index++) {
          const row = model.rowAt(segment.path, index) as BuilderRow | undefined;
          out.push(
            row
              ? { type: 'row', key: row._id, row, depth: segment.depth }
              : { type: 'placeholder', key: `${segment.path.join('|')}#${index}`, depth: segment.depth },
          );
        }
      }
    }
    offset += length;
  }
  return out;
}

/** Asks the windows of every row block that lines start..end show. */
export function ensureLines(model: SnapshotRowModel, lines: ReportLines, start: number, end: number) {
  let offset = 0;
  for (const segment of lines.segments) {
    const length = lengthOf(segment);
    if (offset >= end) break;
    if (segment.type === 'rows' && offset + length > start && length > 0)
      model.ensure(segment.path, Math.max(0, start - offset), Math.min(length, end - offset));
    offset += length;
  }
}
