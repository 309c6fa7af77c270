import { z } from 'zod';

/**
 * U-014: the column layouts a user gave the data tables, stored per user in settings.agGridColumns as JSON
 * text: an object keyed by table id ('admin-users', 'project-financials', ...), each value the columns'
 * order, their widths in px, and the columns the user explicitly hid or showed (a column in neither list
 * follows the table's own default, which may hide it to fit a narrow screen).
 *
 * updateUserSettings takes a patch of the same shape: each table named is replaced, a table set to null is
 * removed (its 'Reset columns'), and the other tables are kept, so two screens or two devices saving
 * different tables never undo each other.
 */
export interface ColumnLayout {
  order: string[];
  widths: Record<string, number>;
  hidden: string[];
  shown: string[];
}
export type ColumnLayouts = Record<string, ColumnLayout>;

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;
export const GRID_COLUMNS_MAX_LENGTH = 100_000;

const columnKey = z.string().min(1).max(100);
const layoutSchema = z
  .object({
    order: z.array(columnKey).max(200).default([]),
    widths: z.record(columnKey, z.number().int().min(MIN_COLUMN_WIDTH).max(MAX_COLUMN_WIDTH)).default({}),
    hidden: z.array(columnKey).max(200).default([]),
    shown: z.array(columnKey).max(200).default([]),
  })
  .strict();
const tableId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._:-]{0,99}$/, 'A table id is 1-100 lower-case letters, digits, dots or dashes.');
const patchSchema = z.record(tableId, layoutSchema.nullable());

export const EMPTY_LAYOUT: ColumnLayout = { order: [], widths: {}, hidden: [], shown: [] };

export type GridColumnsPatch = Record<string, ColumnLayout | null>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads an update's agGridColumns text; a message naming what is wrong when it is not a valid patch. */
export function readGridColumnsPatch(
  text: string,
): { ok: true; patch: GridColumnsPatch } | { ok: false; message: string } {
  const value = parseJson(text);
  if (value === undefined) return { ok: false, message: 'The column layouts are not valid JSON.' };
  const parsed = patchSchema.safeParse(value);
  if (parsed.success) return { ok: true, patch: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return {
    ok: false,
    message: `The column layouts must be an object of table layouts${where}: ${issue?.message ?? 'invalid'}.`,
  };
}

/** The stored layouts, leniently: anything unreadable is left out, never an error on the way back. */
export function parseColumnLayouts(text: string | null | undefined): ColumnLayouts {
  const value = text ? parseJson(text) : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const layouts: ColumnLayouts = {};
  for (const [id, raw] of Object.entries(value)) {
    const parsed = layoutSchema.safeParse(raw);
    if (parsed.success) layouts[id] = parsed.data;
  }
  return layouts;
}

/** The stored text after a patch: tables named are replaced or (null) removed, the others kept. */
export function mergeColumnLayouts(stored: string | null | undefined, patch: GridColumnsPatch): string {
  const next = parseColumnLayouts(stored);
  for (const [id, layout] of Object.entries(patch)) {
    if (layout) next[id] = layout;
    else delete next[id];
  }
  return JSON.stringify(next);
}
