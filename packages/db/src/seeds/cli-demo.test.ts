import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_NOT_EMPTY_MESSAGE } from './demo.ts';

const script = fileURLToPath(new URL('./cli-demo.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'tally-cli-demo-'));

function runCli() {
  // An empty DATABASE_URL counts as unset: the embedded database.
  const env = { ...process.env, DATA_DIR: dataDir, DEMO_PASSWORD: 'cli-secret', DATABASE_URL: '' };
  return spawnSync(process.execPath, ['--import', 'tsx', script], { env, encoding: 'utf8' });
}

describe('npm run seed:demo', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loads the demo company into the embedded database of DATA_DIR, then refuses a second load', () => {
    const first = runCli();
    expect(first.stderr).not.toContain('Error');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Loaded the demo company into the pglite database');
    expect(first.stdout).toContain('admin@example.com');
    const second = runCli();
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(DEMO_NOT_EMPTY_MESSAGE);
  }, 180_000);
});
