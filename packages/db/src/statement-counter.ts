import type { Db } from './client.ts';

/** The Drizzle entry points that each start one SQL statement. */
const STATEMENT_METHODS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'execute',
  'insert',
  'update',
  'delete',
]);

/**
 * Wraps `db` so that every statement started through it (select, execute, insert, update, delete) is
 * counted: tests use it to prove a fixed number of statements whatever the number of rows (no N+1).
 */
export function countingStatements(db: Db): { db: Db; count: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (STATEMENT_METHODS.has(property) && typeof value === 'function') {
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, count: () => statements };
}
