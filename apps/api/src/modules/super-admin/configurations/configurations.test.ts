import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguration, createUser } from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/harness.ts';
import { insertMissingConfigurationDefaults, listConfigurationRows } from './queries.ts';

const QUERY =
  '{ configurations { key value } environment signInOptions { singleSignOn singleSignOnLabel signedIn } }';
interface Answer {
  configurations: { key: string; value: string | null }[];
  environment: string;
  signInOptions: { singleSignOn: boolean; singleSignOnLabel: string; signedIn: boolean };
}

describe.each(testDatabases())('configurations on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    app = await startTestApp(db, { APP_ENV: 'stage' });
    await createUser(db, { email: 'jane@example.com' });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('loads the defaults once, inserting only missing keys', async () => {
    await createConfiguration(db, { key: 'company-short-name', value: 'Acme', valueType: 'String' });
    expect(await insertMissingConfigurationDefaults(db)).toBe(CONFIGURATION_CATALOGUE.length - 1);
    expect(await insertMissingConfigurationDefaults(db)).toBe(0);
    const rows = await listConfigurationRows(db);
    expect(rows).toHaveLength(CONFIGURATION_CATALOGUE.length);
    expect(rows.find((row) => row.key === 'company-short-name')?.value).toBe('Acme');
    const [cutoff] = await db
      .select()
      .from(schema.configurations)
      .where(eq(schema.configurations.key, 'legacy-cutoff-date'));
    expect(cutoff).toMatchObject({ value: '2023-09-18', valueType: 'String' });
  });

  it('gives anonymous callers only the public entries', async () => {
    const { data } = await new TestBrowser(app.baseUrl).graphql<Answer>(QUERY);
    expect(data?.configurations.map((c) => c.key)).toEqual([
      'company-short-name',
      'favicon-url',
      'logo-auth-url',
      'logo-timesheet-url',
      'logo-topbar-url',
      'sso-email-domain',
    ]);
    expect(data?.configurations[0]).toEqual({ key: 'company-short-name', value: 'Acme' });
    expect(data?.environment).toBe('stage');
    expect(data?.signInOptions).toEqual({ singleSignOn: false, singleSignOnLabel: '', signedIn: false });
  });

  it('gives signed-in users every entry, stored values first, new keys with their defaults', async () => {
    await db.delete(schema.configurations).where(eq(schema.configurations.key, 'netsuite-enabled'));
    await createConfiguration(db, { key: 'custom-flag', value: '1', valueType: 'Boolean' });
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const { data } = await browser.graphql<Answer>(QUERY);
    const values = new Map(data?.configurations.map((c) => [c.key, c.value]));
    expect(values.size).toBe(CONFIGURATION_CATALOGUE.length + 1);
    expect(values.get('netsuite-enabled')).toBe('false');
    expect(values.get('custom-flag')).toBe('1');
    expect(values.get('week-end-day')).toBe('sun');
    // The sign-in page forwards a signed-in user instead of asking again.
    expect(data?.signInOptions.signedIn).toBe(true);
  });
});
