import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { PolicyViewer } from '@tally/domain/policies/viewer';
import type { GraphQLContext } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import './input-guard.ts';

/** A rule of `packages/domain/src/policies` that needs only the viewer (`mayAdministerUsers`, ...). */
export type ViewerPolicy = (viewer: PolicyViewer) => boolean;

/**
 * Scopes: `public` (anyone), `signedIn`, and `policy`: a signed-in viewer the given policy admits
 * (graphql/rules.ts's policyRule). Who may do what is written only in the policies, never as a group list here.
 */
export type AuthScopes = { public: boolean; signedIn: boolean; policy: ViewerPolicy };

export function createBuilder() {
  const builder = new SchemaBuilder<{
    Context: GraphQLContext;
    AuthScopes: AuthScopes;
    Scalars: { JSON: { Input: unknown; Output: unknown } };
    DefaultFieldNullability: false;
  }>({
    // Order matters: scope-auth wraps outermost, so a caller is authorized before their input is judged.
    plugins: [ScopeAuthPlugin, 'inputGuard'],
    defaultFieldNullability: false,
    scopeAuth: {
      authScopes: (context) => {
        const { viewer } = context;
        return {
          public: true,
          signedIn: viewer !== null,
          policy: (policy: ViewerPolicy) => viewer !== null && policy(viewer),
        };
      },
      unauthorizedError: (_parent, context) => (context.viewer ? forbidden() : unauthenticated()),
    },
  });
  // DEFAULT DENY: the root types refuse every field; a field opens only through its own rule (graphql/rules.ts),
  // which skips these type scopes. A field someone forgets to guard is therefore refused, never open.
  builder.queryType({ authScopes: () => false });
  builder.mutationType({ authScopes: () => false });
  return builder;
}

export type Builder = ReturnType<typeof createBuilder>;
