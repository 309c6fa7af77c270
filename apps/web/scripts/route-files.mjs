// Which JavaScript files a first visit of a route downloads, read from the Vite manifest (dist/.vite/manifest.json).
// check-size.mjs sums them against the budgets; the week-screen bench names what Chromium fetched beyond them.

/**
 * A route as the browser loads it on a first visit:
 * - `modules`: the lazy route modules of the path (react-router's `lazy`), each with its static imports;
 * - `firstRender`: modules the route imports dynamically yet asks for while drawing its first screen (a
 *   `React.lazy` component rendered at once, the menu icons the signed-in user's menu names). Each must be a
 *   dynamic import of a file the route loads (or of a first-render module listed before it), so a renamed
 *   module or one that became static fails the check instead of dropping out of the count.
 * @typedef {{ path: string, modules: string[], firstRender?: string[] }} Route
 */

/** The module of an @ant-design/icons icon, as menuIcons.tsx imports each (its own chunk, on demand). */
export const iconModule = (name) => `../../node_modules/@ant-design/icons/es/icons/${name}.js`;

/**
 * Sign-in: under 250 KB (issue #2), the build fails past 300 KB. Week screen: under 300 KB (issues #3, #14),
 * and the build fails past it. The bench's week-screen scenario names any file Chromium fetched that this misses.
 * @type {(Route & { targetKb: number, failKb: number })[]}
 */
export const ROUTES = [
  {
    path: '/auth/signin',
    modules: ['src/features/auth/SignInPage.tsx'],
    targetKb: 250,
    failKb: 300,
  },
  {
    path: '/user/timesheets/2026-11-22',
    modules: ['src/app/shell/ShellLayout.tsx', 'src/features/timesheets/week/WeekPage.tsx'],
    firstRender: [
      // TimesheetFilesTabs draws the Attachments and Expenses tabs under the grid at once.
      'src/features/timesheets/attachments/FilesTabs.tsx',
      // The icons of an employee's menu (packages/domain/src/shell/menu-catalogue.ts): Timesheets, Vaccine
      // Tracker (while vaccine-tracker-enabled is on, as in the demo) and Profile; ShellLayout loads them
      // before it draws the menu.
      iconModule('ClockCircleOutlined'),
      iconModule('MedicineBoxOutlined'),
      iconModule('UserOutlined'),
    ],
    targetKb: 300,
    failKb: 300,
  },
];

/**
 * The files of the route: the entry with its static imports (its lazy-route map included: the entry's
 * dynamic imports are the routes, listed with their preloads in the entry chunk), the route modules and the
 * first-render modules, each with its static imports; JavaScript only, in loading order.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} manifest
 * @param {Route} route
 * @returns {string[]}
 */
export function routeFiles(manifest, route) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  const files = new Set();
  const loadedKeys = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    if (loadedKeys.has(key)) return;
    loadedKeys.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(entryKey);
  for (const key of route.modules) collect(key);
  // In the listed order: a first-render module may be one another first-render module imports.
  for (const module of route.firstRender ?? []) {
    const key = dynamicImportKey(manifest, [...loadedKeys], module);
    if (!key) {
      throw new Error(
        `${module} is listed as loaded on ${route.path}'s first render, but no file the route loads before it imports it dynamically`,
      );
    }
    collect(key);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * The manifest key under which one of these chunks imports the module dynamically: the module's own path, or,
 * when the module shares its chunk with static imports elsewhere, that chunk's key (`_<file name>-<hash>.js`).
 */
function dynamicImportKey(manifest, importers, module) {
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const matches = (key) =>
    key === module || (key.startsWith(`_${name}-`) && manifest[key]?.name === name && !manifest[key].src);
  for (const importer of importers) {
    const key = manifest[importer].dynamicImports?.find(matches);
    if (key) return key;
  }
  return undefined;
}
