import { AsyncLocalStorage } from 'node:async_hooks';

/** The token a request acts through (audit events name it). */
export interface ActingToken {
  id: string;
  name: string;
}

/** What one request carries across its calls without threading it through every use case. */
export interface RequestScope {
  token: ActingToken | null;
  /** Set when the request wrote webhook deliveries: the router wakes their sender after the answer. */
  webhooksWritten: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, body: () => T): T {
  return storage.run(scope, body);
}

/** The scope of the request being handled, or undefined (jobs, tests calling use cases directly). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
