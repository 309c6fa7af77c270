// Prints the gzipped JavaScript two routes load on a first visit and fails past their budgets: what Chromium
// downloads until the route takes input, as route-files.mjs reads it from the Vite manifest (the entry with
// its lazy-route map, the route's lazy modules, the lazy parts its first screen asks for; each with its static
// imports). Later dynamic imports (dialogs, other views) are left out: they load on demand.
//   node scripts/check-size.mjs [dist directory]   (default: apps/web/dist)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTES, routeFiles } from './route-files.mjs';

const dist = process.argv[2]
  ? resolve(process.argv[2])
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipped = new Map();
function gzippedSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const summary = [];
const failures = [];
for (const route of ROUTES) {
  const rows = routeFiles(manifest, route)
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
