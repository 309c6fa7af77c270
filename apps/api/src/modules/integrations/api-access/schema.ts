import { TOKEN_SCOPES, type TokenScope } from '@tally/domain/integrations/api-access';
import { z } from 'zod';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import type { AccessTokenRecord } from './records.ts';
import { createPersonalAccessToken } from './use-cases/create-personal-access-token.ts';
import { listPersonalAccessTokens } from './use-cases/list-personal-access-tokens.ts';
import { revokePersonalAccessToken } from './use-cases/revoke-personal-access-token.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const idArgs = z.object({ id: z.uuid() });

/** Personal access tokens (issue #17): `Authorization: Bearer <secret>` acts as the owner with the scope. */
export function registerAccessTokens(builder: Builder) {
  const Scope = builder.enumType('TokenScope', {
    description: 'What a personal access token may do.',
    values: {
      READ: { description: 'Queries only: a mutation is refused (FORBIDDEN).' },
      READ_WRITE: { description: 'Queries and mutations, with the permissions of the token’s owner.' },
    } satisfies Record<TokenScope, unknown>,
  });

  const Token = builder.objectRef<AccessTokenRecord>('PersonalAccessToken').implement({
    description:
      'A personal access token. Its secret is shown once, when it is created; the portal keeps only a hash.',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The token's id." }),
      name: t.exposeString('name', { description: 'What the token is for, as its owner named it.' }),
      prefix: t.exposeString('prefix', {
        description: 'The first characters of the secret (`tly_AbC1`), to tell tokens apart.',
      }),
      scope: t.field({
        description: 'READ (queries only) or READ_WRITE.',
        type: Scope,
        resolve: (token) => token.scope,
      }),
      createdAt: t.string({
        description: 'ISO 8601 time.',
        resolve: (token) => token.createdAt.toISOString(),
      }),
      expiresAt: t.string({
        nullable: true,
        description: 'ISO 8601 time after which the token is refused; null: it never expires.',
        resolve: (token) => iso(token.expiresAt),
      }),
      lastUsedAt: t.string({
        nullable: true,
        description:
          'The last request made with the token (recorded at most once a minute); null: never used.',
        resolve: (token) => iso(token.lastUsedAt),
      }),
      revokedAt: t.string({
        nullable: true,
        description: 'When the token was revoked; requests with it are refused since.',
        resolve: (token) => iso(token.revokedAt),
      }),
      ownerId: t.exposeID('ownerId', { description: 'The user the token acts as.' }),
      ownerName: t.exposeString('ownerName', { description: 'Who the token acts as.' }),
    }),
  });

  const Created = builder
    .objectRef<{ secret: string; token: AccessTokenRecord }>('PersonalAccessTokenCreated')
    .implement({
      description: 'A token just created, with its secret: copy it now, it is never shown again.',
      fields: (t) => ({
        secret: t.exposeString('secret', {
          description: 'Send it as `Authorization: Bearer <secret>`. Shown once.',
        }),
        token: t.field({ description: 'The token.', type: Token, resolve: (created) => created.token }),
      }),
    });

  builder.queryField('personalAccessTokens', (t) =>
    t.field({
      ...signedInRule,
      type: [Token],
      description:
        "The viewer's personal access tokens, newest first; an admin sees every token of the portal.",
      resolve: (_root, _args, context) => listPersonalAccessTokens(context.deps, requireViewer(context)),
    }),
  );

  builder.mutationField('createPersonalAccessToken', (t) =>
    t.field({
      ...signedInRule,
      type: Created,
      description:
        'A new token acting as the viewer with the given scope, for 30, 90 or 365 days (expiresInDays; null: ' +
        'never expires, admins only). Refused when called with a token (FORBIDDEN).',
      args: {
        name: t.arg.string({
          description: 'A name to recognise it by (at most 100 characters).',
          required: true,
        }),
        expiresInDays: t.arg.int({ description: '30, 90 or 365; omitted (admins only): never expires.' }),
        scope: t.arg({ description: 'READ or READ_WRITE.', type: Scope, required: true }),
      },
      resolve: (_root, args, context) =>
        createPersonalAccessToken(context.deps, requireViewer(context), {
          name: args.name,
          scope: TOKEN_SCOPES.includes(args.scope) ? args.scope : 'READ',
          expiresInDays: args.expiresInDays,
        }),
    }),
  );

  builder.mutationField('revokePersonalAccessToken', (t) =>
    t.boolean({
      ...signedInRule,
      description:
        "Revokes one of the viewer's tokens (an admin: anyone's). Requests with it are refused " +
        '(UNAUTHENTICATED) from now on.',
      args: { id: t.arg.id({ description: 'The token.', required: true }) },
      resolve: (_root, args, context) => {
        const { id } = parseInput(idArgs, { id: String(args.id) });
        return revokePersonalAccessToken(context.deps, requireViewer(context), id);
      },
    }),
  );
}
