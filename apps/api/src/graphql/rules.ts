import type { ViewerPolicy } from './builder.ts';

/**
 * The auth rule of a root field; spread one into every Query/Mutation field. Each replaces the
 * deny-all type scopes of the root types (graphql/builder.ts).
 */
export const publicRule = { skipTypeScopes: true, authScopes: { public: true } } as const;

export const signedInRule = { skipTypeScopes: true, authScopes: { signedIn: true } } as const;

/** A signed-in viewer the policy admits (a rule of `packages/domain/src/policies`). */
export function policyRule(policy: ViewerPolicy) {
  return { skipTypeScopes: true, authScopes: { policy } } as const;
}

/**
 * The type options of a namespace type (`finance { ... }`, `admin { ... }`...): like Query and Mutation, it
 * refuses every field, so each of its fields opens only through its own rule above. Reaching the namespace
 * (a signed-in user) therefore never opens a field someone forgot to guard.
 */
export const namespaceTypeRule = { authScopes: () => false } as const;
