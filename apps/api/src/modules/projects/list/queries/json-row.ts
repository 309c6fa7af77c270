import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row as ONE positional JSON array built in SQL, and that array read back into exactly the row
 * drizzle's select would give (the same driver values through each column's own mapping). A list of many
 * wide rows then costs the server one JSON.parse instead of a driver value and a mapping per cell.
 */
export interface JsonRow<Row> {
  /** The JSON array of the row's columns (null when `presentWhen` is given and false, e.g. a left join's miss). */
  sql: (presentWhen?: SQL) => SQL;
  read: (json: unknown[]) => Row;
}

/** numeric and bigint leave the driver as text: as JSON numbers they would lose their exact digits. */
const textInJson = (column: Column) => /^(numeric|bigint)/.test(column.getSQLType());

export function jsonRow<T extends PgTable>(table: T): JsonRow<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table));
  const cells = sql.join(
    columns.map(([, column]) => (textInJson(column) ? sql`${column}::text` : sql`${column}`)),
    sql`, `,
  );
  const array = sql`json_build_array(${cells})`;
  return {
    sql: (presentWhen) => (presentWhen ? sql`CASE WHEN ${presentWhen} THEN ${array} END` : array),
    read: (json) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const [key, column] = columns[i]!;
        const value = json[i];
        row[key] = value === null ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  };
}
