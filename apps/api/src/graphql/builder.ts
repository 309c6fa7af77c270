import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GROUP_NAMES, type GroupName } from '@tally/domain/auth/groups';
import type { GraphQLContext } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import './input-guard.ts';

/** Scopes: `public` (anyone), `signedIn`, and one per group (`admin`, `finance`, ...). */
export type AuthScopes = { public: boolean; signedIn: boolean } & Record<GroupName, boolean>;

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
        const groups = context.viewer?.groups ?? [];
        const scopes = { public: true, signedIn: context.viewer !== null } as AuthScopes;
        for (const group of GROUP_NAMES) scopes[group] = groups.includes(group);
        return scopes;
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
