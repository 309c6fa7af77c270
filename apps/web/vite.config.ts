import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './service-worker/plugin.ts';

const apiTarget = process.env.TALLY_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), serviceWorker()],
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
