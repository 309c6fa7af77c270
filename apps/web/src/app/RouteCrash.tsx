import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isLocalhost, reportCrash } from './errorReporter.ts';

/** Router error boundary: reports a render crash and goes back to the root, except on localhost. */
export function RouteCrash() {
  const error = useRouteError();
  const local = isLocalhost();

  useEffect(() => {
    if (local) {
      console.error(error);
      return;
    }
    void reportCrash(error).finally(() => window.location.assign('/'));
  }, [error, local]);

  if (!local) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="tally-not-found" role="alert">
      <h1 style={{ fontSize: 32 }}>The page crashed</h1>
      <p>{message}</p>
    </main>
  );
}
