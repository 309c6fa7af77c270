import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import { buildProjectWorld, type ProjectActor } from '../projects/projects.fixtures.ts';
import { call, ignoreErrorsOfClosingConnections } from '../timesheets/timesheets.fixtures.ts';

const CLIENTS = '{ admin { clients { _id name shortName } } }';

describe.each(testDatabases())('the admin namespace on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let as: Record<ProjectActor, TestBrowser>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    ({ as } = await buildProjectWorld(db, app));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('gives admins every client, sorted by name', async () => {
    const { data, error } = await call<{ clients: { name: string }[] }>(as.admin, CLIENTS);
    expect(error).toBeUndefined();
    const names = data!.clients.map((client) => client.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it.each(['employee', 'pm', 'finance'] as const)('refuses %s, who is not an admin', async (actor) => {
    const { data, error } = await call(as[actor], CLIENTS);
    expect(data).toBeNull();
    expect(error?.extensions?.code).toBe('FORBIDDEN');
  });
});
