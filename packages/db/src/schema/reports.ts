import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export interface ReportTableState {
  columnVisibility?: Record<string, boolean>;
  columnOrder?: string[];
  sorting?: { id: string; desc: boolean }[];
  grouping?: string[];
  columnSizing?: Record<string, number>;
  columnFilters?: { id: string; value: unknown }[];
}

/** A custom report: the grid state a user saved under a name. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: id(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableState: jsonb('table_state').$type<ReportTableState>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_reports_owner_user_id_idx').on(t.ownerUserId)],
);

export interface OverrideCondition {
  field: string;
  value: string;
}

/** Field overrides of the snapshot reports: rows matching every condition get the override values. */
export const overrideRules = pgTable(
  'override_rules',
  {
    id: id(),
    conditions: jsonb('conditions').$type<OverrideCondition[]>().notNull().default([]),
    /** Field → value; a value may hold tokens naming other fields. */
    override: jsonb('override').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('override_rules_position_idx').on(t.position)],
);
