import { mayManageClients } from '@tally/domain/policies/admin';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { namespaceTypeRule, policyRule, signedInRule } from '../../../graphql/rules.ts';
import { listClients } from '../../projects/index.ts';

/** `admin { ... }`: the namespace of the admin screens' queries (part 3 §7); every field has its own auth rule. */
export function registerAdminNamespace(builder: Builder, refs: SchemaRefs): void {
  const { Client } = refs;
  const Admin = refs.AdminQueries.implement({
    ...namespaceTypeRule,
    description: 'Admin queries; every field has its own auth rule.',
    fields: (t) => ({
      clients: t.field({
        ...policyRule(mayManageClients),
        type: [Client],
        description: 'Every client, sorted by name (the /admin/clients table; no paging).',
        resolve: (_marker, _args, context) => listClients(context.deps.db, requireViewer(context), true),
      }),
    }),
  });
  builder.queryField('admin', (t) =>
    t.field({
      ...signedInRule,
      type: Admin,
      description: 'Namespace of the admin queries.',
      resolve: () => ({ namespace: 'admin' }) as const,
    }),
  );
}
