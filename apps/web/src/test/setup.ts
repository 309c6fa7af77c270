import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { ConfigProvider, message, notification } from 'antd';
import { afterEach, expect } from 'vitest';
import { loadPopups } from '../ui/popups.tsx';
import { takeSchemaViolations } from './schemaCheck.ts';

// Lazy routes and antd render slowly when every project's tests run in parallel: a generous
// ceiling for findBy*/waitFor keeps the suite deterministic without slowing passing tests.
configure({ asyncUtilTimeout: 10_000 });

// antd's popups as after a first hover: the screens' tests hover and click at once, while a first visit
// fetches the popups on the first hover (ui/popups.tsx, whose own tests start without them).
await loadPopups();

afterEach(async () => {
  cleanup();
  const violations = takeSchemaViolations();
  await closeStaticAntdNotices();
  localStorage.clear();
  // A fake GraphQL answer that the real server could not send makes the test meaningless.
  expect(violations, 'fake answers that break apps/api/schema.graphql').toEqual([]);
});

/**
 * antd's static `message` and `notification` (code that does not use App.useApp()) render into React roots of
 * their own, which cleanup() does not know. A notice left open keeps timers (its duration, its motion) that
 * commit to that root later, after this file's window is torn down ('window is not defined' from React's
 * scheduler). So their holders run without motion (happy-dom never ends a CSS transition, a leaving notice
 * would wait forever), and every notice is closed inside act() while the window exists: nothing is left
 * scheduled.
 */
ConfigProvider.config({ theme: { token: { motion: false } } });

async function closeStaticAntdNotices(): Promise<void> {
  // Files under `@vitest-environment node` have no document, hence no notices.
  if (typeof document === 'undefined') return;
  if (!document.querySelector('.ant-message-notice, .ant-notification-notice')) return;
  await act(async () => {
    message.destroy();
    notification.destroy();
  });
  if (document.querySelector('.ant-message-notice, .ant-notification-notice'))
    throw new Error('An antd message or notification is still open after the test');
}
