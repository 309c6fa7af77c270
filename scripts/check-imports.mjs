// The API's import rules (issue #15): another area is reached only through its `index.ts`, and no import
// cycle exists, type-only imports included. Areas are the folders of apps/api/src/modules; the folders of
// modules/shared (history, notifications, uploads, ...) are areas of their own. Run with --report to list the
// problems without failing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'apps/api/src');
const MODULES = join(SRC, 'modules');
const REFS = join(SRC, 'graphql/refs.ts');

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The area a file belongs to (`projects`, `shared/uploads`), or null outside modules/. */
function areaOf(file) {
  const rel = relative(MODULES, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  if (parts.length < 2) return null;
  if (parts[0] === 'shared' && parts.length > 2) return `shared/${parts[1]}`;
  return parts[0];
}

const isTest = (file) => /\.(test|fixtures|spec)\.tsx?$/.test(file) || file.includes('/test/');

// Static imports and re-exports (type-only included) and dynamic import() calls with a literal specifier.
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith('.')) continue;
    let target = resolve(dirname(file), specifier);
    if (!/\.tsx?$/.test(target)) {
      const candidates = [`${target}.ts`, join(target, 'index.ts')];
      target = candidates.find((path) => {
        try {
          return statSync(path).isFile();
        } catch {
          return false;
        }
      });
      if (!target) continue;
    } else if (target.endsWith('.js')) {
      target = target.replace(/\.js$/, '.ts');
    }
    found.push(target);
  }
  return found;
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const problems = [];

for (const [file, targets] of graph) {
  const from = areaOf(file);
  for (const target of targets) {
    const to = areaOf(target);
    if (!to || to === from) continue;
    const door = join(MODULES, to, 'index.ts');
    // A test may reach into its own subject's fixtures; production code only through the door. The schema's
    // shared refs (graphql/refs.ts) name each area's row shapes from its records.ts: the door would lead back
    // to the area's schema, which imports the refs (a cycle).
    if (target === door || (isTest(file) && isTest(target))) continue;
    if (file === REFS && target.endsWith('/records.ts')) continue;
    problems.push(
      `${relative(ROOT, file)} imports ${relative(ROOT, target)}: another area is reached through ${relative(ROOT, door)}`,
    );
  }
}

// Cycles: Tarjan's strongly connected components over every import of apps/api/src.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function connect(file) {
  const entry = { index, low: index, onStack: true };
  index += 1;
  state.set(file, entry);
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    const seen = state.get(target);
    if (!seen) {
      connect(target);
      entry.low = Math.min(entry.low, state.get(target).low);
    } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
  }
  if (entry.low === entry.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!state.has(file)) connect(file);
for (const component of cycles)
  problems.push(
    `import cycle (type-only imports count): ${component
      .map((file) => relative(ROOT, file))
      .sort()
      .join(', ')}`,
  );

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import problem(s): see scripts/check-imports.mjs`);
  if (!process.argv.includes('--report')) process.exit(1);
}
