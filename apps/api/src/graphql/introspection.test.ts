import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../test/harness.ts';

const SCHEMA = '{ __schema { queryType { name } } }';
const TYPE = '{ __type(name: "Query") { name } }';

describe.each(testDatabases())('schema introspection on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await startTestApp(db, env);
    apps.push(app);
    return new TestBrowser(app.baseUrl);
  };

  beforeAll(async () => {
    ({ db, close } = await database.open());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await close();
  });

  it('is refused in production, for anonymous callers as for anyone, while __typename still answers', async () => {
    const browser = await start({ APP_ENV: 'production' });
    for (const query of [SCHEMA, TYPE]) {
      const answer = await browser.graphql(query);
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    }
    expect((await browser.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    // No GraphiQL page either.
    const page = await browser.fetch('/api/graphql', {
      headers: { accept: 'text/html', 'x-tally-csrf': '1' },
    });
    expect(await page.text()).not.toMatch(/graphiql/i);
  });

  it('answers in production when GRAPHQL_INTROSPECTION=true, and outside production by default', async () => {
    const environments: Record<string, string>[] = [
      { APP_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' },
      { APP_ENV: 'stage' },
    ];
    for (const env of environments) {
      const answer = await (await start(env)).graphql(SCHEMA);
      expect(answer.data, JSON.stringify(env)).toEqual({ __schema: { queryType: { name: 'Query' } } });
    }
    const off = await (await start({ APP_ENV: 'local', GRAPHQL_INTROSPECTION: 'false' })).graphql(TYPE);
    expect(off.errors?.[0]?.message).toMatch(/introspection has been disabled/);
  });
});
