import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createBuilder } from './builder.ts';
import { notFound } from './errors.ts';
import { isJsonContentType, regularResultMediaType, serveGraphQL } from './node-adapter.ts';
import { publicRule, signedInRule } from './rules.ts';
import { createGraphQLHandler, type GraphQLServerContext } from './yoga.ts';

/** yoga logs debug lines as it handles a request itself; the direct path logs none. */
const yogaLogLines: string[] = [];
const yogaDebugLines = () => yogaLogLines.filter((line) => JSON.parse(line).level === 20);

function testHandler() {
  const builder = createBuilder();
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
  const deps: AppDeps = {
    config: loadConfig({}),
    db: {} as AppDeps['db'],
    mailer: {} as Mailer,
    logger: pino({ level: 'debug' }, { write: (line: string) => yogaLogLines.push(line) }),
    clock: () => new Date(),
  };
  return createGraphQLHandler(deps, builder.toSchema());
}

const anonymous: GraphQLServerContext = { viewer: null, ip: '127.0.0.1' };

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<[Server, string]> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`];
}

interface Case {
  name: string;
  body: string;
  headers?: Record<string, string>;
}

const cases: Case[] = [
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

describe('GraphQL on node request/response', () => {
  const yoga = testHandler();
  let direct: Server;
  let viaYoga: Server;
  let directUrl: string;
  let yogaUrl: string;

  beforeAll(async () => {
    [direct, directUrl] = await listen((req, res) => {
      serveGraphQL(yoga, req, res, anonymous).catch((error: unknown) => res.destroy(error as Error));
    });
    [viaYoga, yogaUrl] = await listen((req, res) => yoga(req, res, anonymous));
  });
  afterAll(() => {
    direct.close();
    viaYoga.close();
  });

  async function answer(url: string, testCase: Case) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...testCase.headers },
      body: testCase.body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
  }

  it.each(cases)('answers $name exactly as yoga does', async (testCase) => {
    const expected = await answer(yogaUrl, testCase);
    expect(await answer(directUrl, testCase)).toEqual(expected);
  });

  it('runs well-formed operations without going through yoga', async () => {
    yogaLogLines.length = 0;
    const answered = await answer(directUrl, {
      name: 'a query',
      body: JSON.stringify({ query: '{ hello }' }),
    });
    expect(answered).toEqual({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"data":{"hello":"world"}}',
    });
    await answer(directUrl, cases[9] as Case);
    expect(yogaDebugLines()).toEqual([]);
    await answer(directUrl, { name: 'a syntax error', body: JSON.stringify({ query: '{ hello' }) });
    expect(yogaDebugLines().length).toBeGreaterThan(0);
  });

  it('negotiates the result media type as yoga does', () => {
    expect(regularResultMediaType(undefined)).toBe('application/json');
    expect(regularResultMediaType('*/*')).toBe('application/json');
    expect(regularResultMediaType('application/graphql-response+json, application/json;q=0.9')).toBe(
      'application/graphql-response+json',
    );
    expect(regularResultMediaType('application/json, application/graphql-response+json')).toBe(
      'application/json',
    );
    expect(regularResultMediaType('text/event-stream, application/json')).toBe('application/json');
    expect(regularResultMediaType('application/json; charset=latin1')).toBeNull();
    expect(regularResultMediaType('multipart/mixed')).toBeNull();
    expect(isJsonContentType('application/json;charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/graphql+json')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
