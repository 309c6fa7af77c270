import { CLIENT_LIMITS, CLIENT_MESSAGES } from '@tally/domain/admin/clients';
import { mayManageClients } from '@tally/domain/policies/admin';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { namespaceTypeRule, policyRule, signedInRule } from '../../../graphql/rules.ts';
import { parseInput, whenMissing } from '../../../graphql/validation.ts';
import type { ClientRow } from '../../projects/index.ts';
import { allClients } from './queries.ts';
import { addClient } from './use-cases/add-client.ts';
import { editClient } from './use-cases/edit-client.ts';

const requiredText = (message: string, max: number) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);

const addArgs = z.object({
  name: requiredText(CLIENT_MESSAGES.nameRequired, CLIENT_LIMITS.name),
  shortName: requiredText(CLIENT_MESSAGES.shortNameRequired, CLIENT_LIMITS.shortName),
});

const editArgs = addArgs.extend({
  id,
  quickbooksCustomerName: z
    .string()
    .trim()
    .max(CLIENT_LIMITS.customerName, `At most ${CLIENT_LIMITS.customerName} characters`)
    .nullish()
    .transform((value) => value || null),
});

interface ClientNamespace {
  namespace: 'client';
}

/**
 * `client { all }` and `client { add, edit }` (part 3 §7; D-034..D-036), for admins only; the Client type gains
 * `quickbooks { customerName }`.
 */
export function registerClients(builder: Builder, refs: SchemaRefs): void {
  const { Client } = refs;

  const Quickbooks = builder.objectRef<ClientRow>('ClientQuickbooks').implement({
    description: "The client's customer in the accounting system.",
    fields: (t) => ({
      customerName: t.exposeString('quickbooksCustomerName', {
        description: 'The customer name, if set.',
        nullable: true,
      }),
    }),
  });
  builder.objectField(Client, 'quickbooks', (t) =>
    t.field({
      description: "The client's customer in the accounting system.",
      type: Quickbooks,
      resolve: (client) => client,
    }),
  );

  const Queries = builder.objectRef<ClientNamespace>('ClientQueries').implement({
    ...namespaceTypeRule,
    description: 'Client queries; every field has its own auth rule.',
    fields: (t) => ({
      all: t.field({
        ...policyRule(mayManageClients),
        type: [Client],
        description: 'Every client, sorted by name (the /admin/clients table; no paging).',
        resolve: (_marker, _args, context) => {
          requireViewer(context);
          return allClients(context.deps.db);
        },
      }),
    }),
  });

  const Mutations = builder.objectRef<ClientNamespace>('ClientMutations').implement({
    ...namespaceTypeRule,
    description: 'Client mutations; every field has its own auth rule.',
    fields: (t) => ({
      add: t.field({
        ...policyRule(mayManageClients),
        type: Client,
        description:
          "Adds a client: name ('Name is required') and short name ('Short Name is required'), both trimmed; " +
          'a name another client has (any case) is refused.',
        args: {
          name: t.arg.string({ description: 'Full name (required).' }),
          shortName: t.arg.string({ description: 'Short name (required).' }),
        },
        resolve: (_marker, args, context) => addClient(context.deps.db, parseInput(addArgs, args)),
      }),
      edit: t.field({
        ...policyRule(mayManageClients),
        type: Client,
        description: 'Edits a client (rules of add); an empty customer name clears it.',
        args: {
          id: t.arg.id({ description: 'The client.' }),
          name: t.arg.string({ description: 'Full name.' }),
          shortName: t.arg.string({ description: 'Short name.' }),
          quickbooksCustomerName: t.arg.string({
            description: 'Customer name in the accounting system; empty clears it.',
          }),
        },
        resolve: (_marker, args, context) => {
          const { id: clientId, ...input } = parseInput(editArgs, args);
          return editClient(context.deps.db, clientId, input);
        },
      }),
    }),
  });

  builder.queryField('client', (t) =>
    t.field({
      ...signedInRule,
      type: Queries,
      description: 'Namespace of the client queries.',
      resolve: () => ({ namespace: 'client' }) as const,
    }),
  );
  builder.mutationField('client', (t) =>
    t.field({
      ...signedInRule,
      type: Mutations,
      description: 'Namespace of the client mutations.',
      resolve: () => ({ namespace: 'client' }) as const,
    }),
  );
}
