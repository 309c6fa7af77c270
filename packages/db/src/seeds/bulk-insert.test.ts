import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { auditEvents, configurations, userEmails, users } from '../schema/index.ts';
import { testDatabases } from '../testing.ts';
import { bulkInsert } from './bulk-insert.ts';
import { Random } from './random.ts';

describe.each(testDatabases())('bulkInsert on $name', ({ open }) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  });
  afterAll(() => close());

  it('inserts rows of every column kind, with nulls and quotes, across chunks', async () => {
    const random = new Random(7);
    const rows = Array.from({ length: 25 }, (_, index) => ({
      id: random.uuid(),
      firstName: index === 0 ? `O'Brien, "the {first}"` : `User ${index}`,
      lastName: 'Test',
      defaultRate: index % 2 ? '125.50' : null,
      accountActive: index % 3 !== 0,
      settings: { useNewTaskSelector: index === 1, agGridColumns: null },
      lastActiveOn: new Date(Date.UTC(2026, 0, index + 1)),
    }));
    await bulkInsert(db, users, rows, { chunkSize: 10 });
    await bulkInsert(
      db,
      userEmails,
      rows.map((row, index) => ({ userId: row.id, address: `user${index}@example.com`, verified: true })),
    );
    const stored = await db.query.users.findMany({ with: { emails: true } });
    expect(stored).toHaveLength(25);
    const first = stored.find((user) => user.firstName.startsWith('O'))!;
    expect(first.firstName).toBe(`O'Brien, "the {first}"`);
    expect(first.defaultRate).toBeNull();
    expect(first.accountActive).toBe(false);
    expect(first.emails[0]?.address).toBe('user0@example.com');
    const second = stored.find((user) => user.firstName === 'User 1')!;
    expect(second).toMatchObject({ defaultRate: '125.50', settings: { useNewTaskSelector: true } });
    expect(second.lastActiveOn?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('skips rows that conflict when asked to', async () => {
    const row = { key: 'company-short-name', value: 'First', valueType: 'String' as const };
    await bulkInsert(db, configurations, [row]);
    await bulkInsert(db, configurations, [{ ...row, value: 'Second' }], { onConflictDoNothing: true });
    const stored = await db.select().from(configurations);
    expect(stored.map((entry) => entry.value)).toEqual(['First']);
  });

  it('stores jsonb objects as objects', async () => {
    await bulkInsert(db, auditEvents, [
      { type: 'sign-in-failed', email: 'a@b.c', metadata: { reason: 'password' } },
    ]);
    const [event] = await db.select().from(auditEvents);
    expect(event?.metadata).toEqual({ reason: 'password' });
  });
});

describe('Random', () => {
  it('repeats its sequence for the same seed and draws well-formed uuids', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect([a.next(), a.int(1, 6), a.uuid()]).toEqual([b.next(), b.int(1, 6), b.uuid()]);
    expect(new Random(1).uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('draws ids in ascending order, also past 65,536 ids', () => {
    const random = new Random(3);
    const ids = Array.from({ length: 70_000 }, () => random.uuid());
    expect(ids.every((id, index) => index === 0 || ids[index - 1]! < id)).toBe(true);
  });
});
