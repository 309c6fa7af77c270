import type { Viewer } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';

/** Per-request GraphQL context: the dependencies, the viewer (null when anonymous) and the caller's address. */
export interface GraphQLContext {
  deps: AppDeps;
  viewer: Viewer | null;
  ip: string;
}

/** A viewer the resolver can rely on: fields guarded by signedIn (or a group) run only with one. */
export function requireViewer(context: GraphQLContext): Viewer {
  if (!context.viewer) throw new Error('signedIn field resolved without a viewer');
  return context.viewer;
}
