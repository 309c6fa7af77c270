import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every layer; each workspace is a project so `npm test` runs them all.
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two, which ran the whole
    // suite one file at a time although the e2e and PostgreSQL files spend much of their time waiting.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['specs/**/*.spec.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // After the unit tests (a group of their own), two spec files at a time on any machine: one file
          // alone left CI's two cores about 40% idle; more than two would only queue on them.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
