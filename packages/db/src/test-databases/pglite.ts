import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openPglite } from '../client.ts';
import { migrationsFingerprint } from './fingerprint.ts';

let template: Promise<Blob> | undefined;

// Creating a PGlite database runs initdb and then every migration, seconds per database; loading a dump
// of an already migrated one is several times faster, so tests share one dump per set of migrations.
export async function openFreshPglite(): Promise<Database> {
  template ??= migratedTemplate();
  return openPglite(await PGlite.create({ loadDataDir: await template }));
}

const templatePrefix = 'tally-pglite-template-';

async function migratedTemplate(): Promise<Blob> {
  // A new PGlite build may not read an older dump.
  const engine = statSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const file = join(
    tmpdir(),
    `${templatePrefix}${migrationsFingerprint(`${engine.size}:${engine.mtimeMs}`)}.tar`,
  );
  if (existsSync(file)) return new Blob([readFileSync(file)], { type: 'application/x-tar' });
  const client = new PGlite();
  await openPglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Parallel test workers may race here: each writes its own file and the rename is atomic.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(templatePrefix) && name.endsWith('.tar') && join(tmpdir(), name) !== file) {
      rmSync(join(tmpdir(), name), { force: true });
    }
  }
  return dump;
}
