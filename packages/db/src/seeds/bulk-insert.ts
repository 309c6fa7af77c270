import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';

// unnest() takes one array parameter per column, so a statement holds any number of rows
// without hitting PostgreSQL's 65,535-parameter limit; this is what makes the scale seed fast.
const defaultChunkSize = 10_000;

/**
 * Inserts many rows with one `INSERT ... SELECT FROM unnest(...)` per chunk.
 * Keys missing from a row are inserted as NULL (not the column default), so give every row the same keys.
 * Array-typed columns are not supported (unnest would flatten them): insert those tables with db.insert().
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { chunkSize?: number; onConflictDoNothing?: boolean } = {},
): Promise<void> {
  const chunkSize = options.chunkSize ?? defaultChunkSize;
  const onConflict = options.onConflictDoNothing ? sql` ON CONFLICT DO NOTHING` : sql``;
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.execute(sql`${insertStatement(table, rows.slice(start, start + chunkSize))}${onConflict}`);
  }
}

function insertStatement<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table);
  const targets: SQL[] = [];
  const arrays: SQL[] = [];
  for (const key of keysOf(rows)) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const sqlType = column.getSQLType();
    const quoted = !unquotedTypes.test(sqlType);
    const elements = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined || value === null) return 'NULL';
      // Strings of text, uuid, date and numeric columns go to the database as they are.
      const text =
        typeof value === 'string' && !jsonTypes.test(sqlType)
          ? value
          : String(column.mapToDriverValue(value));
      return quoted ? quote(text) : text;
    });
    targets.push(sql`${sql.identifier(column.name)}`);
    arrays.push(sql`${`{${elements.join(',')}}`}::${sql.raw(sqlType)}[]`);
  }
  return sql`INSERT INTO ${table} (${sql.join(targets, sql`, `)}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`;
}

// Values of these types never contain the characters an array literal must quote; building the literal
// here (instead of letting the driver escape every element) halves the client's share of the load time.
const unquotedTypes = /^(uuid|date|numeric|integer|bigint|smallint|boolean|real|double precision)\b/;

const jsonTypes = /^json/;

function quote(text: string): string {
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
}

function keysOf(rows: readonly object[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key in row) keys.add(key);
  return [...keys];
}
