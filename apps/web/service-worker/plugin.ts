import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Route modules whose files the service worker caches at install (with everything they import, also on
 * demand: the week's views and dialogs), so the shell and the week screen open offline after one visit.
 */
const OFFLINE_MODULES = ['src/app/shell/ShellLayout.tsx', 'src/features/timesheets/week/WeekPage.tsx'];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/**
 * Writes dist/sw.js (service-worker/sw.js with the build's id and the files to cache at install). Only in a
 * production build: the dev server has no service worker (main.tsx registers it in production only).
 */
export function serviceWorker(): Plugin {
  const source = readFileSync(fileURLToPath(new URL('./sw.js', import.meta.url)), 'utf8');
  return {
    name: 'tally-service-worker',
    apply: 'build',
    // After Vite's own steps, which drop the empty chunks of CSS-only modules.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);
        }
        const files = new Set<string>();
        const visit = (fileName: string, followDynamic: boolean) => {
          const chunk = chunks.get(fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
          for (const next of chunk.imports) visit(next, followDynamic);
          if (followDynamic) for (const next of chunk.dynamicImports) visit(next, true);
        };
        for (const chunk of chunks.values()) {
          if (chunk.isEntry) visit(chunk.fileName, false);
        }
        for (const chunk of chunks.values()) {
          const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
          if (OFFLINE_MODULES.some((module) => id.endsWith(module))) visit(chunk.fileName, true);
        }
        const precache = [...files]
          .filter((file) => file in bundle)
          .sort()
          .map((file) => `/${file}`);
        const build = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
        this.emitFile({
          type: 'asset',
          fileName: 'sw.js',
          source: source
            .replace("'__TALLY_BUILD__'", JSON.stringify(build))
            .replace('__TALLY_PRECACHE__', JSON.stringify(precache)),
        });
      },
    },
  };
}
