import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createBuilder } from './builder.ts';
import { badUserInput, notFound } from './errors.ts';
import { publicRule } from './rules.ts';
import { createGraphQLHandler } from './yoga.ts';

function handlerWithFailingFields() {
  const builder = createBuilder();
  builder.queryField('crash', (t) =>
    t.string({
      ...publicRule,
      nullable: true,
      resolve: () => {
        throw new Error('connection string postgres://secret@db leaked');
      },
    }),
  );
  builder.queryField('missing', (t) =>
    t.string({ ...publicRule, nullable: true, resolve: () => Promise.reject(notFound('Timesheet')) }),
  );
  builder.mutationField('invalid', (t) =>
    t.boolean({
      ...publicRule,
      nullable: true,
      resolve: () => Promise.reject(badUserInput({ hours: 'Required' })),
    }),
  );
  const deps: AppDeps = {
    config: loadConfig({}),
    db: {} as AppDeps['db'],
    mailer: {} as Mailer,
    logger: pino({ level: 'silent' }),
    clock: () => new Date(),
  };
  return createGraphQLHandler(deps, builder.toSchema());
}

async function run(source: string) {
  const response = await handlerWithFailingFields().fetch(
    'http://localhost/api/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      body: JSON.stringify({ query: source }),
    },
    { viewer: null, ip: '127.0.0.1' },
  );
  return (await response.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe('GraphQL error handling', () => {
  it('masks unexpected errors', async () => {
    const body = await run('{ crash }');
    expect(body.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('passes coded errors with their extensions', async () => {
    expect((await run('{ missing }')).errors?.[0]).toMatchObject({
      message: 'Timesheet not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await run('mutation { invalid }')).errors?.[0]).toMatchObject({
      message: 'Required',
      extensions: { code: 'BAD_USER_INPUT', fields: { hours: 'Required' } },
    });
  });
});
