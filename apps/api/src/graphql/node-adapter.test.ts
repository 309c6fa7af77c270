import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  type Case,
  cases,
  compilations,
  listen,
  testHandler,
  yogaDebugLines,
  yogaLogLines,
} from './node-adapter.fixtures.ts';
import { isJsonContentType, regularResultMediaType, serveGraphQL } from './node-adapter.ts';

describe('GraphQL on node request/response', () => {
  const yoga = testHandler();
  // A fresh pair, so that both see each request for the first time together.
  const compiled = testHandler();
  const graphqlJs = testHandler({ jit: false });
  let direct: Server;
  let viaYoga: Server;
  let viaCompiled: Server;
  let viaGraphqlJs: Server;
  let directUrl: string;
  let yogaUrl: string;
  let compiledUrl: string;
  let graphqlJsUrl: string;

  beforeAll(async () => {
    [direct, directUrl] = await listen((req, res) => {
      serveGraphQL(yoga, req, res, anonymous).catch((error: unknown) => res.destroy(error as Error));
    });
    [viaYoga, yogaUrl] = await listen((req, res) => yoga(req, res, anonymous));
    [viaCompiled, compiledUrl] = await listen((req, res) => {
      serveGraphQL(compiled, req, res, anonymous).catch((error: unknown) => res.destroy(error as Error));
    });
    [viaGraphqlJs, graphqlJsUrl] = await listen((req, res) => {
      serveGraphQL(graphqlJs, req, res, anonymous).catch((error: unknown) => res.destroy(error as Error));
    });
  });
  afterAll(() => {
    direct.close();
    viaYoga.close();
    viaCompiled.close();
    viaGraphqlJs.close();
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
    // Twice each, the second time from the direct path's known valid documents.
    for (let time = 0; time < 2; time++) {
      const expected = await answer(yogaUrl, testCase);
      expect(await answer(directUrl, testCase)).toEqual(expected);
    }
  });

  it.each(cases)('answers $name with compiled queries exactly as graphql-js does', async (testCase) => {
    // Twice each, the second time from the caches (parsed document, compiled query).
    for (let time = 0; time < 2; time++) {
      const expected = await answer(graphqlJsUrl, testCase);
      expect(await answer(compiledUrl, testCase)).toEqual(expected);
    }
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

  it('compiles each operation of a document once, and runs the compiled query afterwards', async () => {
    yogaLogLines.length = 0;
    const query = 'query First { hello } query Second($n: Int!) { echo(n: $n) }';
    const ask = (body: object) => answer(directUrl, { name: 'compiled', body: JSON.stringify(body) });
    expect((await ask({ query, operationName: 'First' })).body).toBe('{"data":{"hello":"world"}}');
    expect((await ask({ query, operationName: 'First' })).body).toBe('{"data":{"hello":"world"}}');
    const second = { query, operationName: 'Second', variables: { n: 4 } };
    expect((await ask(second)).body).toBe('{"data":{"echo":4}}');
    expect((await ask({ ...second, variables: { n: 5 } })).body).toBe('{"data":{"echo":5}}');
    expect(compilations()).toEqual([
      ['First', true],
      ['Second', true],
    ]);
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
