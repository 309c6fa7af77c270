import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfiguration, createUser } from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/harness.ts';
import { invalidateConfigurationCache } from '../../super-admin/configurations/configurations.cache.ts';
import { cachedSubmitThreshold, cachedTimesheetSettings } from '../../timesheets/index.ts';
import { call } from '../../timesheets/timesheets.fixtures.ts';

const ALL = '{ allConfigurations { _id key value description valueType updatedAt } }';
const UPDATE = `mutation ($id: ID!, $value: String, $description: String, $valueType: String) {
  updateConfig(id: $id, value: $value, description: $description, valueType: $valueType) {
    _id key value description valueType updatedAt
  }
}`;
const THRESHOLD = '{ timesheetThreshold { min max configured updatedBy updatedAt } }';
const SAVE_THRESHOLD = `mutation ($min: Float!, $max: Float!) {
  timesheetThreshold(min: $min, max: $max) { min max configured updatedBy updatedAt }
}`;

interface Entry {
  _id: string;
  key: string;
  value: string | null;
  description: string | null;
  valueType: string;
  updatedAt: string | null;
}

describe.each(testDatabases())('configuration and threshold settings on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  const as: Record<'superAdmin' | 'admin' | 'finance' | 'employee' | 'anonymous', TestBrowser> = {} as never;

  async function browserFor(email: string, groups: Parameters<typeof createUser>[1]['groups']) {
    await createUser(db, { email, groups, firstName: email.split('@')[0], lastName: 'Tester' });
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn(email, 'password123');
    return browser;
  }

  beforeAll(async () => {
    ({ db, close } = await database.open());
    app = await startTestApp(db);
    as.superAdmin = await browserFor('root@example.com', ['super-admin']);
    as.admin = await browserFor('boss@example.com', ['admin']);
    as.finance = await browserFor('money@example.com', ['finance']);
    as.employee = await browserFor('worker@example.com', []);
    as.anonymous = new TestBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  describe('allConfigurations and updateConfig', () => {
    beforeEach(async () => {
      await db.delete(schema.configurations);
      await createConfiguration(db, {
        key: 'company-short-name',
        value: 'Acme',
        description: 'Short name',
        valueType: 'String',
      });
      await createConfiguration(db, {
        key: 'custom-limit',
        value: '5',
        description: 'A custom entry',
        valueType: 'Number',
      });
      invalidateConfigurationCache();
    });

    it('lists stored entries and catalogue defaults, sorted by key, for super-admins', async () => {
      const { data, error } = await call<Entry[]>(as.superAdmin, ALL);
      expect(error).toBeUndefined();
      expect(data).toHaveLength(CONFIGURATION_CATALOGUE.length + 1);
      const keys = data!.map((entry) => entry.key);
      expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
      const byKey = new Map(data!.map((entry) => [entry.key, entry]));
      expect(byKey.get('company-short-name')).toMatchObject({
        _id: 'company-short-name',
        value: 'Acme',
        description: 'Short name',
        valueType: 'String',
      });
      expect(byKey.get('company-short-name')?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(byKey.get('custom-limit')).toMatchObject({ value: '5', valueType: 'Number' });
      expect(byKey.get('week-end-day')).toMatchObject({ value: 'sun', valueType: 'String', updatedAt: null });
    });

    it.each([
      'admin',
      'finance',
      'employee',
    ] as const)('refuses %s, who is not a super-admin', async (actor) => {
      const list = await call(as[actor], ALL);
      expect(list.data).toBeNull();
      expect(list.error?.extensions?.code).toBe('FORBIDDEN');
      const save = await call(as[actor], UPDATE, {
        id: 'company-short-name',
        value: 'Hacked',
        description: 'x',
        valueType: 'String',
      });
      expect(save.error?.extensions?.code).toBe('FORBIDDEN');
      const [row] = await db
        .select()
        .from(schema.configurations)
        .where(eq(schema.configurations.key, 'company-short-name'));
      expect(row?.value).toBe('Acme');
    });

    it('refuses anonymous callers', async () => {
      const list = await call(as.anonymous, ALL);
      expect(list.error?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('saves value, description and type, and every reader sees the new value at once', async () => {
      // Prime the configuration cache through the menu flags and the public configuration list.
      await as.employee.graphql('{ configurations { key value } }');
      const { data, error } = await call<Entry>(as.superAdmin, UPDATE, {
        id: 'company-short-name',
        value: '  Globex  ',
        description: 'The short name of the company',
        valueType: 'String',
      });
      expect(error).toBeUndefined();
      expect(data).toMatchObject({
        _id: 'company-short-name',
        value: 'Globex',
        description: 'The short name of the company',
        valueType: 'String',
      });
      const seen = await as.employee.graphql<{ configurations: { key: string; value: string }[] }>(
        '{ configurations { key value } }',
      );
      expect(seen.data?.configurations.find((c) => c.key === 'company-short-name')?.value).toBe('Globex');
    });

    it('stores a catalogue key that had only its default; the cached settings change at once', async () => {
      expect((await cachedTimesheetSettings(db)).weekEndDay).toBe(0);
      const { data, error } = await call<Entry>(as.superAdmin, UPDATE, {
        id: 'week-end-day',
        value: 'sat',
        description: 'Last day of the week',
        valueType: 'String',
      });
      expect(error).toBeUndefined();
      expect(data?.value).toBe('sat');
      const [row] = await db
        .select()
        .from(schema.configurations)
        .where(eq(schema.configurations.key, 'week-end-day'));
      expect(row).toMatchObject({ value: 'sat', description: 'Last day of the week', valueType: 'String' });
      expect((await cachedTimesheetSettings(db)).weekEndDay).toBe(6);
    });

    it('answers NOT_FOUND for an unknown key', async () => {
      const { error } = await call(as.superAdmin, UPDATE, {
        id: 'no-such-key',
        value: 'x',
        description: 'x',
        valueType: 'String',
      });
      expect(error?.extensions?.code).toBe('NOT_FOUND');
    });

    it.each([
      ['Email', 'not-an-address', 'Value must be a valid email address'],
      ['Number', '12abc', 'Value must be a valid number'],
      ['Json', '{"broken": ', 'Value must be json format'],
      ['Boolean', 'yes', 'Value must be true or false'],
      ['Url', 'ftp://example.com/logo.png', 'Value must be a valid URL'],
      ['Url', 'example.com', 'Value must be a valid URL'],
    ])('refuses a %s value %j with %j', async (valueType, value, message) => {
      const { data, error } = await call(as.superAdmin, UPDATE, {
        id: 'custom-limit',
        value,
        description: 'A custom entry',
        valueType,
      });
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.fields).toEqual({ value: message });
      expect(error?.message).toBe(message);
      const [row] = await db
        .select()
        .from(schema.configurations)
        .where(eq(schema.configurations.key, 'custom-limit'));
      expect(row).toMatchObject({ value: '5', valueType: 'Number' });
    });

    it.each([
      ['Email', 'ops@example.com'],
      ['Number', '-12.5'],
      ['Json', '[{"date": "2026-12-25", "name": "Christmas"}]'],
      ['Boolean', 'true'],
      ['Url', 'https://example.com/logo.png'],
    ])('accepts a valid %s value %j', async (valueType, value) => {
      const { data, error } = await call<Entry>(as.superAdmin, UPDATE, {
        id: 'custom-limit',
        value,
        description: 'A custom entry',
        valueType,
      });
      expect(error).toBeUndefined();
      expect(data).toMatchObject({ value, valueType });
    });

    it.each([
      ['week-end-day', 'funday', 'Value must be one of sun, mon, tue, wed, thu, fri, sat'],
      ['time-zone', 'Mars/Olympus', 'Value must be a time zone such as America/New_York'],
      [
        'reminder-email-cron',
        'every monday',
        'Value must be a cron expression (minute hour day month weekday)',
      ],
    ])('refuses a %s the portal could not run with', async (key, value, message) => {
      const { error } = await call(as.superAdmin, UPDATE, {
        id: key,
        value,
        description: 'Checked by the portal',
        valueType: 'String',
      });
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.fields).toEqual({ value: message });
      expect((await cachedTimesheetSettings(db)).weekEndDay).toBe(0);
    });

    it('clears a key that may be empty, switching its feature off (issue 13)', async () => {
      const set = await call<Entry>(as.superAdmin, UPDATE, {
        id: 'legacy-cutoff-date',
        value: '2024-01-07',
        description: 'Cut-off',
        valueType: 'String',
      });
      expect(set.error).toBeUndefined();
      expect((await cachedTimesheetSettings(db)).legacyCutoff?.date).toBe('2024-01-07');
      for (const id of ['legacy-cutoff-date', 'sso-email-domain', 'netsuite-url', 'logo-topbar-url']) {
        const cleared = await call<Entry>(as.superAdmin, UPDATE, {
          id,
          value: '  ',
          description: 'Empty: off',
          valueType: id.endsWith('url') ? 'Url' : 'String',
        });
        expect(cleared.error).toBeUndefined();
        expect(cleared.data?.value).toBe('');
      }
      expect((await cachedTimesheetSettings(db)).legacyCutoff).toBeNull();
      // A key without an 'Empty' meaning still needs a value.
      const required = await call<Entry>(as.superAdmin, UPDATE, {
        id: 'week-end-day',
        value: '',
        description: 'Week end',
        valueType: 'String',
      });
      expect(required.error?.extensions?.fields).toEqual({ value: 'Value is required' });
    });

    it('requires value, description and type, naming each field', async () => {
      const { error } = await call(as.superAdmin, UPDATE, {
        id: 'custom-limit',
        value: '  ',
        description: '',
        valueType: null,
      });
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.fields).toEqual({
        value: 'Value is required',
        description: 'Description is required',
        valueType: 'Type is required',
      });
      const unknownType = await call(as.superAdmin, UPDATE, {
        id: 'custom-limit',
        value: '1',
        description: 'x',
        valueType: 'Integer',
      });
      expect(unknownType.error?.extensions?.fields).toEqual({
        valueType: 'Type must be one of String, Number, Boolean, Json, Url, Email',
      });
    });
  });

  describe('timesheetThreshold', () => {
    beforeEach(async () => {
      await db.delete(schema.timesheetThresholds);
      invalidateConfigurationCache();
    });

    it('gives the defaults, marked as not configured, when none is stored', async () => {
      const { data } = await call(as.employee, THRESHOLD);
      expect(data).toEqual({ min: 0, max: 80, configured: false, updatedBy: null, updatedAt: null });
    });

    it.each(['admin', 'superAdmin'] as const)('lets %s save the bounds, with who and when', async (actor) => {
      const { data, error } = await call<{ updatedBy: string; updatedAt: string }>(
        as[actor],
        SAVE_THRESHOLD,
        {
          min: 10,
          max: 60.5,
        },
      );
      expect(error).toBeUndefined();
      const name = actor === 'admin' ? 'boss Tester' : 'root Tester';
      expect(data).toMatchObject({ min: 10, max: 60.5, configured: true, updatedBy: name });
      expect(Date.now() - Date.parse(data!.updatedAt)).toBeLessThan(60_000);
      const read = await call(as.employee, THRESHOLD);
      expect(read.data).toMatchObject({ min: 10, max: 60.5, configured: true, updatedBy: name });
    });

    it('applies the new bounds to submit checks at once (the cache is dropped)', async () => {
      expect(await cachedSubmitThreshold(db)).toEqual({ min: 0, max: 80 });
      await call(as.admin, SAVE_THRESHOLD, { min: 5, max: 45 });
      expect(await cachedSubmitThreshold(db)).toEqual({ min: 5, max: 45 });
      const [row] = await db.select().from(schema.timesheetThresholds);
      expect(row).toMatchObject({ min: '5.00', max: '45.00' });
    });

    it.each(['finance', 'employee'] as const)('refuses %s', async (actor) => {
      const { error } = await call(as[actor], SAVE_THRESHOLD, { min: 1, max: 2 });
      expect(error?.extensions?.code).toBe('FORBIDDEN');
      expect(await db.select().from(schema.timesheetThresholds)).toEqual([]);
    });

    it.each([
      [{ min: -1, max: 80 }, { min: 'Minimum hours must be between 0 and 120' }],
      [{ min: 0, max: 121 }, { max: 'Maximum hours must be between 0 and 120' }],
      [{ min: 50, max: 40 }, { max: 'Maximum hours must be greater than or equal to minimum hours' }],
    ])('refuses %j', async (bounds, fields) => {
      const { error } = await call(as.admin, SAVE_THRESHOLD, bounds);
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.fields).toEqual(fields);
    });
  });
});
