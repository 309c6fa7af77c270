import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './service-worker/plugin.ts';

const apiTarget = process.env.TALLY_API_URL ?? 'http://localhost:3000';

const uniqueTooltipStub = '\0tally:antd-tooltip-unique-provider';

/**
 * antd's ConfigProvider wraps the app in its tooltip UniqueProvider only when `tooltip.unique` is set, which
 * Tally never sets, yet its static import put rc-trigger's popup code (6.9 KB gzipped) in the entry of every
 * route (issue #14). The build gives ConfigProvider a stand-in that fails loudly if `tooltip.unique` is ever
 * set; antd's own Tooltip still imports the real one, loaded with the popups (ui/popups.tsx).
 */
function withoutUniqueTooltipProvider(): Plugin {
  return {
    name: 'tally-without-unique-tooltip-provider',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../tooltip/UniqueProvider' &&
        /[\\/]antd[\\/]es[\\/]config-provider[\\/]/.test(importer ?? '')
      ) {
        return uniqueTooltipStub;
      }
      return null;
    },
    load(id) {
      if (id !== uniqueTooltipStub) return null;
      return `export default function UniqueProvider() {
  throw new Error("ConfigProvider's tooltip.unique needs antd's UniqueProvider, which apps/web/vite.config.ts leaves out");
}`;
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker(), withoutUniqueTooltipProvider()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/_oauth': { target: apiTarget, changeOrigin: false },
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    // check-size.mjs reads the manifest to sum what the sign-in route loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The rc-component libraries under antd declare no `sideEffects`, so importing one export
        // (antd's form context takes FormProvider) kept the whole package: all of rc-form and its
        // validator landed in the sign-in route. Their modules only define components and helpers.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
