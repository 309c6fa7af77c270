import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../client.ts';
import { migrationsFingerprint } from './fingerprint.ts';

const templatePrefix = 'tally_template_';
// Serialises template builds across parallel test workers; any fixed number works.
const templateLockKey = 741_852_964;
const templates = new Map<string, Promise<string>>();

/** A new database copied from a migrated template (built once per set of migrations); close() drops it. */
export async function openFreshPostgres(adminUrl: string): Promise<Database> {
  if (!templates.has(adminUrl)) templates.set(adminUrl, migratedTemplate(adminUrl));
  const template = await templates.get(adminUrl)!;
  const name = `tally_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const drop = () => withAdmin(adminUrl, (client) => dropDatabase(client, name));
  try {
    const database = await createDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `${templatePrefix}${migrationsFingerprint()}`;
  return withAdmin(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      // Built under another name and renamed when complete, so a crash never leaves a half-built template.
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${building}"`);
      const database = await createDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      await database.close();
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      const stale = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2',
        [`${templatePrefix}%`, name],
      );
      for (const { datname } of stale.rows) await dropDatabase(client, datname);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
}

/**
 * Plain DROP waits (up to 5 s) for the just-closed pool's server processes to exit; FORCE would instead
 * kill them and send their still-attached clients an error. FORCE is only the fallback for leaked connections.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== '55006') throw error;
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
