import { appendFileSync } from 'node:fs';
import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * Diagnostic environment for teardown races: happy-dom, but after a file's window is torn down the worker
 * stays LINGER_MS (default 5000) longer, and any later use of `window` or `document` is written with its stack
 * and the React roots committed last (tree top, container) to LATE_LOG (default ./late-window.log), then throws
 * as it would in a real teardown. A clean run writes nothing.
 *
 *   LATE_LOG=/tmp/late.log npx vitest run --config vitest.config.ts \
 *     --environment ./src/test/lingering-happy-dom.ts src/features/...
 */
type Fiber = { type?: unknown; tag?: number; child?: Fiber | null };
type FiberRoot = { current?: Fiber; containerInfo?: object };

const componentName = (fiber: Fiber) =>
  typeof fiber.type === 'string'
    ? fiber.type
    : ((fiber.type as { displayName?: string; name?: string } | null)?.displayName ??
      (fiber.type as { name?: string } | null)?.name ??
      `tag ${fiber.tag}`);

export default (<Environment>{
  name: 'lingering-happy-dom',
  viteEnvironment: 'client',
  async setup(global, options) {
    const env = await builtinEnvironments['happy-dom'].setup(global, options);
    const commits: string[] = [];
    // React reports every commit to a DevTools hook when one is present before react-dom loads.
    Object.assign(globalThis, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onScheduleFiberRoot() {},
        onCommitFiberRoot(_id: number, root: FiberRoot) {
          const names: string[] = [];
          for (let fiber = root.current?.child, i = 0; fiber && i < 6; fiber = fiber.child, i++)
            names.push(componentName(fiber));
          commits.push(`${Date.now()} into ${root.containerInfo?.constructor.name}: ${names.join(' > ')}`);
          if (commits.length > 5) commits.shift();
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    return {
      async teardown(global) {
        const tornDownAt = Date.now();
        await env.teardown(global);
        const log = process.env.LATE_LOG ?? 'late-window.log';
        let reported = false;
        for (const name of ['window', 'document']) {
          Object.defineProperty(globalThis, name, {
            configurable: true,
            get() {
              const error = new ReferenceError(`${name} is not defined`);
              const last = reported ? '' : `last commits:\n${commits.join('\n')}\n`;
              appendFileSync(
                log,
                `--- ${name} used after teardown at ${tornDownAt}\n${error.stack}\n${last}`,
              );
              reported = true;
              throw error;
            },
          });
        }
        await new Promise((resolve) => setTimeout(resolve, Number(process.env.LINGER_MS ?? 5000)));
      },
    };
  },
});
