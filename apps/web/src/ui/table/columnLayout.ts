import { type ColumnLayout, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '@tally/domain/settings/grid-columns';

/** What the layout rules need of a column: its key, name, default width and how soon it gives way. */
export interface LayoutColumn {
  key: string;
  /** The column's name in the chooser and on its resize handle. */
  label: string;
  /** Default width in px (also the share it takes when the table is wider than its columns). */
  width: number;
  /**
   * The narrowest it is squeezed to (px, at least MIN_COLUMN_WIDTH; content wraps) when the columns that never
   * give way are still too wide; without one the column keeps its width.
   */
  minWidth?: number;
  /** 1 stays longest; higher numbers are hidden first when the table does not fit. */
  priority: number;
  /** Always shown, first, never moved (the row's name or link). */
  locked?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
}

export interface ResolvedLayout {
  /** Every column in display order (locked ones first), shown or not. */
  ordered: string[];
  /** The columns drawn, in order. */
  visible: string[];
  /** Columns left out only because the table would not fit its container. */
  hiddenToFit: string[];
  widths: Record<string, number>;
  /** The drawn columns' total width. */
  total: number;
}

export const clampWidth = (width: number) =>
  Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));

/** The columns in the user's order; columns the saved order does not know keep their default neighbours. */
export function orderColumns(columns: readonly LayoutColumn[], order: readonly string[]): string[] {
  const locked = columns.filter((column) => column.locked).map((column) => column.key);
  const movable = columns.filter((column) => !column.locked).map((column) => column.key);
  const known = new Set(movable);
  const result = order.filter((key, index) => known.has(key) && order.indexOf(key) === index);
  movable.forEach((key, index) => {
    if (result.includes(key)) return;
    const before = movable[index - 1];
    const at = before === undefined ? 0 : result.indexOf(before) + 1;
    result.splice(at, 0, key);
  });
  return [...locked, ...result];
}

export function isShownByUser(column: LayoutColumn, layout: ColumnLayout): boolean {
  if (column.locked) return true;
  if (layout.hidden.includes(column.key)) return false;
  if (layout.shown.includes(column.key)) return true;
  return !column.defaultHidden;
}

/**
 * Which columns a table draws at a given width: the user's order and choices, then, while the columns are
 * wider than `available`, the lowest-priority column the user did not explicitly ask for is left out.
 * An unknown width (0, before the first measure) leaves nothing out.
 */
export function resolveLayout(
  columns: readonly LayoutColumn[],
  layout: ColumnLayout,
  available: number,
): ResolvedLayout {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const ordered = orderColumns(columns, layout.order);
  const widths: Record<string, number> = {};
  for (const column of columns) widths[column.key] = clampWidth(layout.widths[column.key] ?? column.width);
  let visible = ordered.filter((key) => {
    const column = byKey.get(key);
    return column ? isShownByUser(column, layout) : false;
  });
  const sum = (keys: string[]) => keys.reduce((total, key) => total + (widths[key] ?? 0), 0);
  const hiddenToFit: string[] = [];
  if (available > 0) {
    while (sum(visible) > available) {
      let drop: LayoutColumn | undefined;
      for (const key of visible) {
        const column = byKey.get(key);
        if (!column || column.locked || layout.shown.includes(key) || column.priority <= 1) continue;
        if (!drop || column.priority >= drop.priority) drop = column;
      }
      if (!drop) break;
      const dropped = drop.key;
      hiddenToFit.push(dropped);
      visible = visible.filter((key) => key !== dropped);
    }
    squeeze(visible, widths, byKey, available);
  }
  return { ordered, visible, hiddenToFit, widths, total: sum(visible) };
}

/**
 * When the columns that never give way are still wider than `available`, each column with a minWidth narrows
 * in proportion to what it can spare above it (its content wraps), so the table fits without a sideways
 * scroll where it can; below the sum of the minimums it stays at those and scrolls.
 */
function squeeze(
  visible: readonly string[],
  widths: Record<string, number>,
  byKey: ReadonlyMap<string, LayoutColumn>,
  available: number,
) {
  const floor = (key: string) => {
    const width = widths[key] ?? 0;
    const minWidth = byKey.get(key)?.minWidth;
    return minWidth === undefined ? width : Math.min(width, Math.max(MIN_COLUMN_WIDTH, minWidth));
  };
  const excess = visible.reduce((total, key) => total + (widths[key] ?? 0), 0) - available;
  const room = visible.reduce((total, key) => total + (widths[key] ?? 0) - floor(key), 0);
  if (excess <= 0 || room <= 0) return;
  const share = Math.min(1, excess / room);
  for (const key of visible) {
    const width = widths[key] ?? 0;
    widths[key] = Math.floor(width - (width - floor(key)) * share);
  }
}

/** On a phone a row is a card: its key fields (priority 1 and 2) and the columns the user asked for. */
export const CARD_PRIORITY = 2;

/**
 * Which columns a table's cards show (a phone, issue 14): the user's order and choices, less the columns of
 * lower priority than CARD_PRIORITY that the user did not explicitly show. Width plays no part: a card's
 * fields stack, so none is clipped; the rest are one tap away in the column chooser.
 */
export function resolveCardLayout(columns: readonly LayoutColumn[], layout: ColumnLayout): ResolvedLayout {
  const all = resolveLayout(columns, layout, 0);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const keep = (key: string) => {
    const column = byKey.get(key);
    return !column || column.locked || layout.shown.includes(key) || column.priority <= CARD_PRIORITY;
  };
  const visible = all.visible.filter(keep);
  return {
    ...all,
    visible,
    hiddenToFit: all.visible.filter((key) => !keep(key)),
    total: visible.reduce((total, key) => total + (all.widths[key] ?? 0), 0),
  };
}

/** The layout after showing or hiding one column. */
export function withVisibility(layout: ColumnLayout, key: string, shown: boolean): ColumnLayout {
  const hidden = layout.hidden.filter((other) => other !== key);
  const explicit = layout.shown.filter((other) => other !== key);
  return shown
    ? { ...layout, hidden, shown: [...explicit, key] }
    : { ...layout, hidden: [...hidden, key], shown: explicit };
}

/** The layout after moving one column a step left (-1) or right (+1) among the movable ones. */
export function withMove(
  columns: readonly LayoutColumn[],
  layout: ColumnLayout,
  key: string,
  step: -1 | 1,
): ColumnLayout {
  const locked = new Set(columns.filter((column) => column.locked).map((column) => column.key));
  const order = orderColumns(columns, layout.order).filter((other) => !locked.has(other));
  const from = order.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...layout, order };
}

export function withWidth(layout: ColumnLayout, key: string, width: number): ColumnLayout {
  return { ...layout, widths: { ...layout.widths, [key]: clampWidth(width) } };
}

export const isCustomized = (layout: ColumnLayout) =>
  layout.order.length > 0 ||
  layout.hidden.length > 0 ||
  layout.shown.length > 0 ||
  Object.keys(layout.widths).length > 0;
