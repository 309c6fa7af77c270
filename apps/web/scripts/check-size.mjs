// Prints the gzipped JavaScript two routes load on a first visit and fails past their budgets:
// the entry with its static imports, plus each lazy route module of the path with its static imports,
// as the Vite manifest lists them (dynamic imports are left out: they load later, on demand).
//   node scripts/check-size.mjs [dist directory]   (default: apps/web/dist)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Sign-in: under 250 KB (issue #2), the build fails past 300 KB. Week screen: under 300 KB (issue #3), and
 * the build fails past it.
 */
const ROUTES = [
  {
    path: '/auth/signin',
    modules: ['src/features/auth/SignInPage.tsx'],
    targetKb: 250,
    failKb: 300,
  },
  {
    path: '/user/timesheets/2026-11-22',
    modules: ['src/app/shell/ShellLayout.tsx', 'src/features/timesheets/week/WeekPage.tsx'],
    targetKb: 300,
    failKb: 300,
  },
];

const dist = process.argv[2]
  ? resolve(process.argv[2])
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in dist/.vite/manifest.json');

const gzipped = new Map();
function gzippedSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/** The JavaScript files a first visit of the route loads: the chunks' static import closure. */
function routeFiles(modules) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(entryKey);
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
    collect(key);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const summary = [];
const failures = [];
for (const route of ROUTES) {
  const rows = routeFiles(route.modules)
    .map((file) => [file, gzippedSize(file)])
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  console.log(`JavaScript loaded by ${route.path} (gzipped):`);
  for (const [file, size] of rows) console.log(`  ${kb(size).padStart(10)}  ${file}`);
  console.log(`  ${kb(total).padStart(10)}  total\n`);

  const verdict =
    total > route.failKb * 1024 ? 'OVER BUDGET' : total > route.targetKb * 1024 ? 'over target' : 'ok';
  summary.push(
    `  ${route.path.padEnd(30)} ${kb(total).padStart(10)}   target < ${route.targetKb} KB, fails past ${route.failKb} KB   ${verdict}`,
  );
  if (total > route.failKb * 1024) {
    failures.push(
      `${route.path} loads ${kb(total)} of gzipped JavaScript, past the ${route.failKb} KB budget.`,
    );
  }
}

console.log('Route sizes (gzipped JavaScript of a first visit):');
for (const line of summary) console.log(line);
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
