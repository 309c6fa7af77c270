import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    // Tests load antd's CommonJS build (lib/); a deep import of its ES build (es/) would be another module,
    // with contexts the components never see (app/popups/appApi.ts takes antd's App context from es/).
    alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    env: { TZ: 'UTC' },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    // The first test of a file transforms antd and the lazy route modules: allow for slow machines.
    testTimeout: 30_000,
  },
});
