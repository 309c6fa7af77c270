import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMigrationsFolder } from '../client.ts';

/** A short hash of the migration files: a migrated template is reusable while it stays the same. */
export function migrationsFingerprint(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const folder of [defaultMigrationsFolder, join(defaultMigrationsFolder, 'meta')]) {
    for (const name of readdirSync(folder).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        hash.update(name).update(readFileSync(join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
