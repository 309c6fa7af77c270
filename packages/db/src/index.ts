export {
  type CreateDatabaseOptions,
  createDatabase,
  createMemoryDatabase,
  type Database,
  type DatabaseKind,
  type Db,
  type DbOrTx,
  defaultMigrationsFolder,
  type QueryResultHKT,
  type QueryRows,
  type Schema,
  type Tx,
} from './client.ts';
export { pipelinedTransaction } from './pipelined-transaction.ts';
export { preparedPerDb } from './prepared.ts';
export * as schema from './schema/index.ts';
