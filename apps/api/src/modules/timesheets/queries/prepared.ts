import type { DbOrTx } from '@tally/db';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A raw SQL statement (its values as `sql.placeholder(name)`) run as the named prepared statement `name` on
 * any handle, the database or a transaction: the text is built once per process, and PostgreSQL parses and
 * plans it once per pooled connection instead of on every request. PGlite runs it as an ordinary statement.
 */
export function preparedStatement<Row>(
  name: string,
  statement: () => SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(statement());
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
