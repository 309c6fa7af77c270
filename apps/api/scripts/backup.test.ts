import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase } from '@tally/db';
import { seedDemo } from '@tally/db/seeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, databaseFigures, restore } from './backup.ts';

describe('npm run backup and npm run restore (embedded database and uploads)', () => {
  let root: string;
  let source: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tally-backup-'));
    source = join(root, 'data');
    const database = await createDatabase({ dataDir: source });
    await seedDemo(database.db, { password: 'demo1234' });
    await database.close();
    await mkdir(join(source, 'blobs', 'documents'), { recursive: true });
    await writeFile(join(source, 'blobs', 'documents', 'contract.pdf'), 'uploaded bytes');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('restores the demo company into a fresh data directory with the same rows and sums', async () => {
    const original = new PGlite(join(source, 'pglite'));
    const expected = await databaseFigures(original);
    await original.close();
    expect(Number(expected['users.rows'])).toBeGreaterThan(10);
    expect(Number(expected['time_entries.rows'] ?? expected['timesheets.rows'])).toBeGreaterThan(0);

    const folder = join(root, 'backup');
    expect(await backup(source, folder)).toEqual(expected);
    const fresh = join(root, 'restored');
    const restored = await restore(folder, fresh);
    expect(restored).toEqual(expected);
    expect(await readFile(join(fresh, 'blobs', 'documents', 'contract.pdf'), 'utf8')).toBe('uploaded bytes');

    // The restored directory opens as the server opens it (migrations already applied) with the same figures.
    const reopened = await createDatabase({ dataDir: fresh });
    await reopened.close();
    const check = new PGlite(join(fresh, 'pglite'));
    expect(await databaseFigures(check)).toEqual(expected);
    await check.close();

    await expect(restore(folder, fresh)).rejects.toThrow(/not empty/);
    await expect(backup(source, folder)).rejects.toThrow(/exists already/);
  });
});
