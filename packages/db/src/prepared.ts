import type { DbOrTx } from './client.ts';

/**
 * Statements run on every request of a kind, built once per database handle (a transaction is one too) from
 * `builders` and kept by PostgreSQL as named prepared statements on each pooled connection: parsed and planned
 * once per connection instead of on every request. Answers the lookup of one by its key.
 */
export function preparedPerDb<Builders extends Record<string, (db: DbOrTx) => unknown>>(builders: Builders) {
  const byDb = new WeakMap<DbOrTx, Map<keyof Builders, unknown>>();
  return <K extends keyof Builders>(db: DbOrTx, key: K): ReturnType<Builders[K]> => {
    let byKey = byDb.get(db);
    if (!byKey) {
      byKey = new Map();
      byDb.set(db, byKey);
    }
    let statement = byKey.get(key) as ReturnType<Builders[K]> | undefined;
    if (!statement) {
      statement = builders[key]!(db) as ReturnType<Builders[K]>;
      byKey.set(key, statement);
    }
    return statement;
  };
}
