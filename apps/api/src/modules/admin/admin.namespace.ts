import type { ObjectRef } from '@pothos/core';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { groupRule, namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { listClients } from '../project-list/project-list.queries.ts';
import { projectTypes } from '../projects/project.type.ts';

export interface AdminMarker {
  namespace: 'admin';
}

type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const adminRefs = new WeakMap<Builder, ObjectRef<Types, AdminMarker>>();

/** The AdminQueries type of a builder: areas of the admin screens add their fields to it with objectFields. */
export function adminQueries(builder: Builder): ObjectRef<Types, AdminMarker> {
  const ref = adminRefs.get(builder);
  if (!ref) throw new Error('registerAdminNamespace must run before the admin areas register');
  return ref;
}

/** `admin { ... }`: the namespace of the admin screens' queries (part 3 §7); every field has its own auth rule. */
export function registerAdminNamespace(builder: Builder): void {
  const { Client } = projectTypes(builder);
  const Admin = builder.objectRef<AdminMarker>('AdminQueries').implement({
    ...namespaceTypeRule,
    description: 'Admin queries; every field has its own auth rule.',
    fields: (t) => ({
      clients: t.field({
        ...groupRule('admin'),
        type: [Client],
        description: 'Every client, sorted by name (the /admin/clients table; no paging).',
        resolve: (_marker, _args, context) => listClients(context.deps.db, requireViewer(context), true),
      }),
    }),
  });
  adminRefs.set(builder, Admin);
  builder.queryField('admin', (t) =>
    t.field({
      ...signedInRule,
      type: Admin,
      description: 'Namespace of the admin queries.',
      resolve: () => ({ namespace: 'admin' }) as const,
    }),
  );
}
