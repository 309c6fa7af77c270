import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mayAdministerUsers } from '@tally/domain/policies/admin';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createBuilder } from './builder.ts';
import { notFound } from './errors.ts';
import { publicRule, signedInRule } from './rules.ts';
import { registerScalars } from './scalars.ts';
import {
  COMPILED_LOG_MESSAGE,
  createGraphQLHandler,
  type GraphQLHandlerOptions,
  type GraphQLServerContext,
} from './yoga.ts';

// The node adapter's tests: a small schema with every kind of answer the real one gives, the requests
// they send it, and a server to send them to.

/** yoga logs debug lines as it handles a request itself; the direct path logs none. */
export const yogaLogLines: string[] = [];
export const yogaDebugLines = () =>
  yogaLogLines.filter(
    (line) => JSON.parse(line).level === 20 && JSON.parse(line).msg !== COMPILED_LOG_MESSAGE,
  );
export const compilations = () =>
  yogaLogLines
    .map((line) => JSON.parse(line))
    .filter((line) => line.msg === COMPILED_LOG_MESSAGE)
    .map((line) => [line.operationName, line.compiled]);

/** A GraphQL handler over the test schema, logging to yogaLogLines. */
export function testHandler(options: GraphQLHandlerOptions = {}) {
  const builder = createBuilder();
  registerScalars(builder);
  builder.queryField('hello', (t) => t.string({ ...publicRule, resolve: () => 'world' }));
  builder.queryField('echo', (t) =>
    t.int({ ...publicRule, args: { n: t.arg.int({ required: true }) }, resolve: (_root, { n }) => n }),
  );
  builder.queryField('whoami', (t) =>
    t.string({ ...signedInRule, resolve: (_root, _args, context) => context.viewer?.userId ?? '' }),
  );
  builder.queryField('open', (t) => t.string({ resolve: () => 'should be denied by default' }));
  builder.queryField('crash', (t) =>
    t.string({
      ...publicRule,
      nullable: true,
      resolve: () => {
        throw new Error('connection string postgres://secret@db leaked');
      },
    }),
  );
  builder.queryField('crashHard', (t) =>
    t.string({
      ...publicRule,
      resolve: () => {
        throw new Error('secret non-null failure');
      },
    }),
  );
  builder.queryField('missing', (t) =>
    t.string({ ...publicRule, nullable: true, resolve: () => Promise.reject(notFound('Timesheet')) }),
  );
  interface Level {
    depth: number;
  }
  const LevelRef = builder.objectRef<Level>('Level');
  LevelRef.implement({
    fields: (t) => ({
      depth: t.exposeInt('depth'),
      next: t.field({ type: LevelRef, resolve: (level) => ({ depth: level.depth + 1 }) }),
    }),
  });
  builder.queryField('level', (t) =>
    t.field({ ...publicRule, type: LevelRef, resolve: () => ({ depth: 0 }) }),
  );
  builder.mutationField('touch', (t) => t.boolean({ ...publicRule, resolve: () => true }));
  // Mutations run one after the other: each answers how many of the request's mutations ran before it.
  const mutationsRun = new WeakMap<object, number>();
  builder.mutationField('count', (t) =>
    t.int({
      ...publicRule,
      resolve: async (_root, _args, context) => {
        const before = mutationsRun.get(context) ?? 0;
        await Promise.resolve();
        mutationsRun.set(context, before + 1);
        return before;
      },
    }),
  );
  // The kinds of answer the real schema gives: lists of objects, enums, input objects, the JSON scalar,
  // abstract types, nulls in non-null positions, per-item errors.
  const Color = builder.enumType('Color', { values: ['RED', 'GREEN'] as const });
  const Filter = builder.inputType('Filter', {
    fields: (t) => ({ color: t.field({ type: Color, required: true }), limit: t.int({ defaultValue: 2 }) }),
  });
  interface Card {
    id: string;
    color: 'RED' | 'GREEN';
    payload: unknown;
  }
  const CardRef = builder.objectRef<Card>('Card');
  interface Note {
    text: string;
  }
  const NoteRef = builder.objectRef<Note>('Note');
  const ItemRef = builder.interfaceRef<Card | Note>('Item');
  ItemRef.implement({
    resolveType: (item) => ('text' in item ? 'Note' : 'Card'),
    fields: (t) => ({ label: t.string({ resolve: (item) => ('text' in item ? item.text : item.id) }) }),
  });
  CardRef.implement({
    interfaces: [ItemRef],
    fields: (t) => ({
      id: t.exposeID('id'),
      color: t.field({ type: Color, resolve: (card) => card.color }),
      payload: t.field({ type: 'JSON', nullable: true, resolve: (card) => card.payload }),
      secret: t.string({
        nullable: true,
        authScopes: { policy: mayAdministerUsers },
        resolve: () => 'only admins',
      }),
      broken: t.string({
        nullable: true,
        resolve: (card) => {
          if (card.id === 'c2') throw new Error('card 2 internals');
          return `ok ${card.id}`;
        },
      }),
    }),
  });
  NoteRef.implement({ interfaces: [ItemRef], fields: (t) => ({ text: t.exposeString('text') }) });
  const cards: Card[] = [
    { id: 'c1', color: 'RED', payload: { nested: [1, 'two', null] } },
    { id: 'c2', color: 'GREEN', payload: null },
    { id: 'c3', color: 'RED', payload: 'text' },
  ];
  builder.queryField('cards', (t) =>
    t.field({
      ...publicRule,
      type: [CardRef],
      args: { filter: t.arg({ type: Filter }) },
      resolve: (_root, { filter }) =>
        cards.filter((card) => !filter || card.color === filter.color).slice(0, filter?.limit ?? 3),
    }),
  );
  builder.queryField('items', (t) =>
    t.field({
      ...publicRule,
      type: [ItemRef],
      resolve: async () => [cards[0] as Card, { text: 'a note' }],
    }),
  );
  builder.queryField('nullInList', (t) =>
    t.field({ ...publicRule, type: ['String'], resolve: () => ['a', null as unknown as string] }),
  );
  builder.queryField('wrongEnum', (t) =>
    t.field({ ...publicRule, type: Color, nullable: true, resolve: () => 'BLUE' as 'RED' }),
  );
  const deps: AppDeps = {
    config: loadConfig({}),
    db: {} as AppDeps['db'],
    mailer: {} as Mailer,
    logger: pino({ level: 'debug' }, { write: (line: string) => yogaLogLines.push(line) }),
    clock: () => new Date(),
  };
  return createGraphQLHandler(deps, builder.toSchema(), options);
}

export const anonymous: GraphQLServerContext = { viewer: null, ip: '127.0.0.1' };

/** Serves `handler` on a free port; answers the server and its GraphQL URL. */
export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<[Server, string]> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`];
}

/** A request to send both paths: its body and any headers besides the JSON content type. */
export interface Case {
  name: string;
  body: string;
  headers?: Record<string, string>;
}

/** Requests of every kind the adapter must answer exactly as yoga does. */
export const cases: Case[] = [
  { name: 'a query', body: JSON.stringify({ query: '{ hello }' }) },
  {
    name: 'a query with variables and operation name',
    body: JSON.stringify({
      query: 'query A($n: Int!) { echo(n: $n) } query B { hello }',
      variables: { n: 7 },
      operationName: 'A',
      extensions: {},
    }),
  },
  { name: 'a mutation', body: JSON.stringify({ query: 'mutation { touch }' }) },
  {
    name: 'graphql-response+json accepted',
    body: JSON.stringify({ query: '{ hello }' }),
    headers: { accept: 'application/graphql-response+json' },
  },
  {
    name: "Apollo's accept header",
    body: JSON.stringify({ query: '{ missing }' }),
    headers: { accept: 'application/graphql-response+json,application/json;q=0.9' },
  },
  {
    name: 'a charset in the content type',
    body: JSON.stringify({ query: '{ hello }' }),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  },
  { name: 'an anonymous signedIn field', body: JSON.stringify({ query: '{ whoami }' }) },
  { name: 'a field without a rule (default deny)', body: JSON.stringify({ query: '{ open }' }) },
  { name: 'an unexpected error (masked)', body: JSON.stringify({ query: '{ crash }' }) },
  {
    name: 'an unexpected error on a non-null field, graphql-response+json',
    body: JSON.stringify({ query: '{ crashHard }' }),
    headers: { accept: 'application/graphql-response+json' },
  },
  { name: 'a coded error', body: JSON.stringify({ query: '{ missing }' }) },
  {
    name: 'variables of the wrong type',
    body: JSON.stringify({ query: 'query ($n: Int!) { echo(n: $n) }', variables: { n: 'x' } }),
  },
  {
    name: 'variables of the wrong type, graphql-response+json',
    body: JSON.stringify({ query: 'query ($n: Int!) { echo(n: $n) }', variables: { n: 'x' } }),
    headers: { accept: 'application/graphql-response+json' },
  },
  { name: 'a syntax error', body: JSON.stringify({ query: '{ hello' }) },
  { name: 'an unknown field', body: JSON.stringify({ query: '{ nope }' }) },
  {
    name: 'a query within the depth limit',
    body: JSON.stringify({ query: `{ level { ${'next { '.repeat(8)}depth${' }'.repeat(8)} } }` }),
  },
  {
    name: 'a query over the depth limit',
    body: JSON.stringify({ query: `{ level { ${'next { '.repeat(12)}depth${' }'.repeat(12)} } }` }),
  },
  {
    name: 'too many aliases',
    body: JSON.stringify({ query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: hello`).join(' ')} }` }),
  },
  {
    name: 'deep introspection',
    body: JSON.stringify({
      query: `{ ${'__schema { types { fields { type { ofType { '.repeat(3)}name${' } } } } }'.repeat(3)} }`,
    }),
  },
  {
    name: 'an unknown operation name',
    body: JSON.stringify({ query: '{ hello }', operationName: 'Nope' }),
  },
  { name: 'two anonymous operations', body: JSON.stringify({ query: '{ hello } { hello }' }) },
  { name: 'malformed JSON', body: '{"query": ' },
  { name: 'a batch', body: JSON.stringify([{ query: '{ hello }' }]) },
  { name: 'an unknown parameter', body: JSON.stringify({ query: '{ hello }', extra: 1 }) },
  { name: 'a query that is not a string', body: JSON.stringify({ query: 1 }) },
  { name: 'variables that are not an object', body: JSON.stringify({ query: '{ hello }', variables: [1] }) },
  {
    name: 'the second operation of a document after its first',
    body: JSON.stringify({
      query: 'query A($n: Int!) { echo(n: $n) } query B { hello }',
      operationName: 'B',
    }),
  },
  {
    name: 'mutations in order',
    body: JSON.stringify({ query: 'mutation { a: count b: count c: count }' }),
  },
  {
    name: 'a list of objects with an enum, the JSON scalar and a failing field per item',
    body: JSON.stringify({ query: '{ cards { id color payload broken } }' }),
  },
  {
    name: 'an input object argument with a default',
    body: JSON.stringify({ query: '{ cards(filter: { color: RED }) { id } }' }),
  },
  {
    name: 'an input object variable of the wrong shape',
    body: JSON.stringify({
      query: 'query ($f: Filter) { cards(filter: $f) { id } }',
      variables: { f: { color: 'BLUE', extra: 1 } },
    }),
  },
  {
    name: 'a missing required variable',
    body: JSON.stringify({ query: 'query ($n: Int!) { echo(n: $n) }' }),
  },
  {
    name: 'a variable with a default value',
    body: JSON.stringify({ query: 'query ($n: Int = 3) { echo(n: $n) }' }),
  },
  {
    name: 'an abstract type with fragments and __typename',
    body: JSON.stringify({
      query: '{ items { __typename label ... on Card { id } ...N } } fragment N on Note { text }',
    }),
  },
  {
    name: '@include and @skip on fields and fragments',
    body: JSON.stringify({
      query:
        'query ($yes: Boolean!) { cards { id @skip(if: $yes) color @include(if: $yes) ...F @include(if: $yes) } } fragment F on Card { payload }',
      variables: { yes: true },
    }),
  },
  {
    name: 'a field the caller lacks the group for',
    body: JSON.stringify({ query: '{ cards { id secret } }' }),
  },
  { name: 'a null in a non-null list item', body: JSON.stringify({ query: '{ nullInList }' }) },
  { name: 'a value outside an enum', body: JSON.stringify({ query: '{ wrongEnum }' }) },
  {
    name: 'an event stream accepted',
    body: JSON.stringify({ query: '{ hello }' }),
    headers: { accept: 'text/event-stream' },
  },
  {
    name: 'nothing acceptable',
    body: JSON.stringify({ query: '{ hello }' }),
    headers: { accept: 'text/html' },
  },
];
