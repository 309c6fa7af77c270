// Prints the gzipped JavaScript the sign-in route loads (entry, its static imports and the
// /auth/signin route chunk with its static imports) and fails above the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 300;
const SIGN_IN_SOURCE = 'src/features/auth/SignInPage.tsx';
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in dist/.vite/manifest.json');
if (!manifest[SIGN_IN_SOURCE]) throw new Error(`${SIGN_IN_SOURCE} is not a chunk of the build`);

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entryKey);
collect(SIGN_IN_SOURCE);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    return [file, size];
  })
  .sort((a, b) => b[1] - a[1]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('JavaScript loaded by /auth/signin (gzipped):');
for (const [file, size] of rows) console.log(`  ${kb(size).padStart(10)}  ${file}`);
console.log(`  ${kb(total).padStart(10)}  total (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(
    `The sign-in route loads ${kb(total)} of gzipped JavaScript, over the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
