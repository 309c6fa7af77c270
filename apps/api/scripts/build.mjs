// Bundles the API server into dist/main.js. npm packages stay external (PGlite needs its .wasm/.data files
// beside its own code), but the workspace packages @tally/db and @tally/domain are TypeScript sources, so
// they are bundled; the db migrations are copied next to the bundle, where main.ts looks for them.
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = dirname(dirname(fileURLToPath(import.meta.url)));
const root = join(api, '..', '..');
const dist = join(api, 'dist');

/** Resolves @tally/db, @tally/db/<x>, @tally/domain/<x> to their TypeScript sources so esbuild bundles them. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(builder) {
    builder.onResolve({ filter: /^@tally\/(db|domain)(\/.*)?$/ }, (args) => {
      const [, pkg, sub] = args.path.match(/^@tally\/(db|domain)(?:\/(.*))?$/);
      const base = join(root, 'packages', pkg, 'src');
      if (pkg === 'db') {
        const entries = {
          '': 'index.ts',
          schema: 'schema/index.ts',
          seeds: 'seeds/index.ts',
          testing: 'testing.ts',
        };
        return { path: join(base, entries[sub ?? ''] ?? `${sub}.ts`) };
      }
      return { path: join(base, `${sub}.ts`) };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(api, 'src', 'main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [workspaceSources],
  sourcemap: true,
  logLevel: 'info',
});
await cp(join(root, 'packages', 'db', 'migrations'), join(dist, 'migrations'), { recursive: true });
console.log('API bundled to apps/api/dist/main.js (migrations copied to apps/api/dist/migrations)');
