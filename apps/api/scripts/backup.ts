// npm run backup / npm run restore: the embedded PGlite database (a dump of its data directory) and the
// uploaded files (DATA_DIR/blobs), to and from one backup folder. Stop the server first: PGlite is one process.
// PostgreSQL (DATABASE_URL set) is backed up with pg_dump/pg_restore instead: see the README.
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const DUMP = 'pglite.tar.gz';
const BLOBS = 'blobs';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Table row counts and the sum of every numeric column (money, hours): what a restore must give back. */
export async function databaseFigures(client: PGlite): Promise<Record<string, string>> {
  const columns = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = 'public' order by table_name, column_name`,
  );
  const figures: Record<string, string> = {};
  const tables = [...new Set(columns.rows.map((row) => row.table_name))];
  for (const table of tables) {
    const count = await client.query<{ n: string }>(`select count(*)::text as n from "${table}"`);
    figures[`${table}.rows`] = count.rows[0]?.n ?? '0';
  }
  for (const column of columns.rows) {
    if (!['numeric', 'integer', 'bigint', 'double precision', 'real'].includes(column.data_type)) continue;
    const sum = await client.query<{ s: string | null }>(
      `select coalesce(sum("${column.column_name}"), 0)::text as s from "${column.table_name}"`,
    );
    figures[`${column.table_name}.${column.column_name}`] = sum.rows[0]?.s ?? '0';
  }
  return figures;
}

/** Writes `dataDir`'s database and uploads to the folder `target` (created; it must not exist yet). */
export async function backup(dataDir: string, target: string): Promise<Record<string, string>> {
  const pgliteDir = join(dataDir, 'pglite');
  if (!(await exists(join(pgliteDir, 'PG_VERSION')))) throw new Error(`No embedded database in ${pgliteDir}`);
  if (await exists(target)) throw new Error(`${target} exists already: choose a new folder`);
  await mkdir(target, { recursive: true });
  const client = new PGlite(pgliteDir);
  try {
    const figures = await databaseFigures(client);
    const dump = await client.dumpDataDir('gzip');
    await writeFile(join(target, DUMP), Buffer.from(await dump.arrayBuffer()));
    if (await exists(join(dataDir, BLOBS)))
      await cp(join(dataDir, BLOBS), join(target, BLOBS), { recursive: true });
    await writeFile(
      join(target, 'manifest.json'),
      `${JSON.stringify({ createdAt: new Date().toISOString(), figures }, null, 2)}\n`,
    );
    return figures;
  } finally {
    await client.close();
  }
}

/**
 * Restores the folder `source` into `dataDir`, whose database must not exist yet (a fresh data directory, or
 * the old one moved aside); answers the restored figures after checking them against the backup's manifest.
 */
export async function restore(source: string, dataDir: string): Promise<Record<string, string>> {
  const pgliteDir = join(dataDir, 'pglite');
  if (await exists(pgliteDir)) {
    if ((await readdir(pgliteDir)).length > 0)
      throw new Error(`${pgliteDir} is not empty: restore into a fresh DATA_DIR (move the old one aside)`);
  }
  const manifest = JSON.parse(await readFile(join(source, 'manifest.json'), 'utf8')) as {
    figures: Record<string, string>;
  };
  await mkdir(pgliteDir, { recursive: true });
  const dump = new Blob([await readFile(join(source, DUMP))]);
  const client = new PGlite(pgliteDir, { loadDataDir: dump });
  let figures: Record<string, string>;
  try {
    figures = await databaseFigures(client);
    await client.query('checkpoint');
  } finally {
    await client.close();
  }
  if (await exists(join(source, BLOBS))) {
    await cp(join(source, BLOBS), join(dataDir, BLOBS), {
      recursive: true,
      force: false,
      errorOnExist: false,
    });
  }
  const different = Object.keys(manifest.figures).filter((key) => manifest.figures[key] !== figures[key]);
  if (different.length > 0)
    throw new Error(`Restored figures differ from the backup's: ${different.join(', ')}`);
  return figures;
}

async function cli(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');
  if (process.env.DATABASE_URL?.trim()) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (README, Backups)');
  }
  if (command === 'backup') {
    const target = resolve(folder ?? `backups/tally-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const figures = await backup(dataDir, target);
    console.log(
      `Backed up ${dataDir} to ${target} (${Object.keys(figures).length} figures in manifest.json)`,
    );
  } else if (command === 'restore' && folder) {
    await restore(resolve(folder), dataDir);
    console.log(`Restored ${resolve(folder)} into ${dataDir}; row counts and sums match the backup`);
  } else {
    throw new Error('Usage: npm run backup [-- <folder>] | npm run restore -- <folder>   (DATA_DIR: where)');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
