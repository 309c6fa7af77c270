import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes and antd render slowly when every project's tests run in parallel: a generous
// ceiling for findBy*/waitFor keeps the suite deterministic without slowing passing tests.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // React may still hold scheduled work (a response that landed as the test ended): let it run now, while
  // the DOM exists, rather than after the file's environment is torn down.
  await new Promise((resolve) => setTimeout(resolve, 0));
});
