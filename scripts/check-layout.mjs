// The API area layout (issue #15, ARCHITECTURE.md "Inside an API area"): every source file of an area of
// apps/api/src/modules is one of the layout's files, or sits in one of its folders, so the first guess finds
// it. Sub-areas (`projects/list`, `timesheets/timer`) are folders with the same layout. Tests and fixtures may
// sit beside the code they test.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MODULES = join(ROOT, 'apps/api/src/modules');
const FILES = new Set([
  'index.ts',
  'schema.ts',
  'queries.ts',
  'records.ts',
  'inputs.ts',
  'messages.ts',
  'access.ts',
  'guards.ts',
]);
const FOLDERS = new Set(['use-cases', 'schema', 'queries', 'guards']);
const isTest = (name) => /\.(test|fixtures)\.tsx?$/.test(name);

const problems = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (FOLDERS.has(name)) checkLayoutFolder(path);
      else walk(path);
    } else if (/\.tsx?$/.test(name) && !isTest(name) && !FILES.has(name)) {
      problems.push(
        `${relative(ROOT, path)}: not a layout file (${[...FILES].join(', ')}; or under ${[...FOLDERS].join('/, ')}/)`,
      );
    }
  }
}

/** A layout folder holds files only (a use case per file, a query topic per file). */
function checkLayoutFolder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      problems.push(`${relative(ROOT, path)}: a layout folder holds files, not folders`);
  }
}

walk(MODULES);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  if (!process.argv.includes('--report')) process.exit(1);
}
