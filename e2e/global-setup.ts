import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { snapshotWebBuild } from './fixtures/build-snapshot.ts';
import { launchBrowserServer } from './fixtures/chromium.ts';
import { prepareDemoTemplate } from './fixtures/demo-template.ts';
import { repoRoot, serverEntry, webIndex } from './fixtures/paths.ts';

/**
 * Builds the production bundle when missing, then prepares what every spec file's portal starts from, and one
 * Chromium that every spec file connects to (each test still gets its own context).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureProductionBuild();
  const web = await snapshotWebBuild();
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await web.remove();
    throw error;
  });
  try {
    const template = await prepareDemoTemplate({ WEB_DIST_DIR: web.dir });
    project.provide('webDistDir', web.dir);
    project.provide('demoTemplateDir', template.dataDir);
    project.provide('browserWsEndpoint', browser.wsEndpoint());
    return async () => {
      await Promise.all([template.remove(), web.remove(), browser.close()]);
    };
  } catch (error) {
    await Promise.all([web.remove(), browser.close()]);
    throw error;
  }
}

// A bare `npm test` on a fresh clone must work.
function ensureProductionBuild(): void {
  if (existsSync(serverEntry) && existsSync(webIndex)) return;
  console.log('[e2e] production build missing: running `npm run build`');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's and antd's development builds.
  const { NODE_ENV: _testMode, ...env } = process.env;
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, env, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `[e2e] \`npm run build\` failed (exit code ${result.status ?? result.signal}); cannot run browser tests`,
    );
  }
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) throw new Error(`[e2e] \`npm run build\` finished but ${file} is missing`);
  }
}
