import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { type AppApi, AppContext } from './appApi.ts';
import { lazyAppApi } from './lazyAppApi.ts';

/** antd's App with its message, notification and modal code: loaded when a page first shows one. */
const AntdApp = lazy(() => import('./AntdApp.tsx'));

/**
 * What antd's `<App component={false}>` provides (App.useApp() and useAppApi() give message, notification
 * and modal), without putting antd's pop-ups in the first load of every route: the first call loads them,
 * then it and every later call go to antd's own.
 */
export function LazyApp({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<AppApi>; resolve(api: AppApi): void } | null>(null);
  const api = useMemo(
    () =>
      lazyAppApi(() => {
        if (!ready.current) {
          let resolve: (api: AppApi) => void = () => {};
          const promise = new Promise<AppApi>((done) => {
            resolve = done;
          });
          ready.current = { promise, resolve };
          setWanted(true);
        }
        return ready.current.promise;
      }),
    [],
  );
  return (
    <AppContext.Provider value={api}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <AntdApp onReady={(real) => ready.current?.resolve(real)} />
        </Suspense>
      ) : null}
    </AppContext.Provider>
  );
}
