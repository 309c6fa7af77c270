import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { TOKEN_MESSAGES, TOKEN_REQUESTS_PER_MINUTE } from '@tally/domain/integrations/api-access';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../../test/harness.ts';
import { submittedSheet } from '../../approvals/approvals.fixtures.ts';
import {
  call,
  clearTimesheets,
  compact,
  signInAll,
  useTimesheetWorld,
} from '../../timesheets/timesheets.fixtures.ts';

const CREATE = `mutation($name: String!, $days: Int, $scope: TokenScope!) {
  createPersonalAccessToken(name: $name, expiresInDays: $days, scope: $scope) {
    secret token { id name prefix scope expiresAt lastUsedAt revokedAt ownerName } } }`;
const LIST = '{ personalAccessTokens { id name ownerName revokedAt lastUsedAt } }';
const REVOKE = 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) }';
const WEEK = 'query($endDate: String) { timesheet(endDate: $endDate) { _id status totalHours } }';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Created {
  secret: string;
  token: { id: string; prefix: string; scope: string; expiresAt: string | null; ownerName: string };
}

describe.each(testDatabases())('personal access tokens on $name', (database) => {
  const t = useTimesheetWorld(database, []);
  let as: Record<'employee' | 'admin' | 'other', TestBrowser>;

  /** A GraphQL POST with `Authorization: Bearer`, and no cookie and no CSRF header. */
  async function withToken(secret: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${t.app.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ...body };
  }

  async function create(browser: TestBrowser, scope = 'READ', days: number | null = 30, name = 'Payroll') {
    const created = await call<Created>(browser, CREATE, { name, days, scope });
    if (!created.data) throw new Error(`create failed: ${created.error?.message}`);
    return created.data;
  }

  beforeEach(async () => {
    await clearTimesheets(t.db);
    await t.db.delete(schema.personalAccessTokens);
    // Tests move the clock by days (token lifetimes): every test signs in afresh.
    as = await signInAll(t.app, ['employee', 'admin', 'other']);
  });

  it('reads a week with Bearer, records the use, and is refused once revoked', async () => {
    const sheetId = await submittedSheet(as.employee, t.world);
    const { secret, token } = await create(as.employee);
    expect(secret).toMatch(/^tly_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(token.prefix)).toBe(true);
    expect(token.ownerName).toBe('Erin Employee');
    const expires = new Date(token.expiresAt ?? '').getTime();
    expect(expires - t.app.clock.now().getTime()).toBe(30 * DAY_MS);
    const [stored] = await t.db.select().from(schema.personalAccessTokens);
    expect(stored?.tokenHash).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const week = await withToken(secret, WEEK, { endDate: t.world.weekEndCompact });
    expect(week.status).toBe(200);
    expect(week.data?.timesheet).toEqual({ _id: sheetId, status: 'Submitted-Pending', totalHours: 41 });
    const listed = await call<{ lastUsedAt: string | null }[]>(as.employee, LIST);
    expect(listed.data?.[0]?.lastUsedAt).toBe(t.app.clock.now().toISOString());

    expect((await call(as.employee, REVOKE, { id: token.id })).data).toBe(true);
    const refused = await withToken(secret, WEEK, { endDate: t.world.weekEndCompact });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.data ?? null).toBeNull();
  });

  it('a READ token cannot mutate; a READ_WRITE token can, and its change names the token', async () => {
    const read = await create(as.employee, 'READ');
    const mutation = `mutation($endDate: String!) { createTimesheet(endDate: $endDate) { _id } }`;
    const refused = await withToken(read.secret, mutation, { endDate: t.world.weekEndCompact });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(TOKEN_MESSAGES.readOnly);
    expect(await t.db.select().from(schema.timesheets)).toHaveLength(0);

    const write = await create(as.employee, 'READ_WRITE', 90, 'Invoicing');
    const made = await withToken(write.secret, mutation, { endDate: t.world.weekEndCompact });
    expect(made.errors).toBeUndefined();
    const sheetId = (made.data?.createTimesheet as { _id: string })._id;
    // A token cannot mint another token (a leaked token must not outlive its revocation).
    const minted = await withToken(write.secret, CREATE, { name: 'x', days: 30, scope: 'READ' });
    expect(minted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(sheetId).toBeTruthy();
  });

  it('expires after its lifetime; no expiry is for admins only', async () => {
    const forever = await call(as.employee, CREATE, { name: 'Forever', days: null, scope: 'READ' });
    expect(forever.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(forever.error?.extensions?.fields).toEqual({ expiresInDays: TOKEN_MESSAGES.noExpiryAdminsOnly });
    const odd = await call(as.employee, CREATE, { name: 'Odd', days: 45, scope: 'READ' });
    expect(odd.error?.extensions?.fields).toEqual({ expiresInDays: TOKEN_MESSAGES.expiry });
    const unnamed = await call(as.employee, CREATE, { name: '  ', days: 30, scope: 'READ' });
    expect(unnamed.error?.extensions?.fields).toEqual({ name: TOKEN_MESSAGES.nameRequired });
    expect(await t.db.select().from(schema.personalAccessTokens)).toHaveLength(0);

    const { secret } = await create(as.employee, 'READ', 30);
    const adminForever = await create(as.admin, 'READ', null, 'Admin sync');
    expect(adminForever.token.expiresAt).toBeNull();
    t.app.clock.advance(30 * DAY_MS - 1000);
    expect((await withToken(secret, '{ me { _id } }')).status).toBe(200);
    t.app.clock.advance(2000);
    const expired = await withToken(secret, '{ me { _id } }');
    expect(expired.status).toBe(401);
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    t.app.clock.advance(3650 * DAY_MS);
    expect((await withToken(adminForever.secret, '{ me { _id } }')).status).toBe(200);
  });

  it('refuses a garbage or unknown bearer', async () => {
    expect((await withToken('nonsense', '{ me { _id } }')).status).toBe(401);
    expect((await withToken('tly_unknown', '{ me { _id } }')).status).toBe(401);
  });

  it('answers 429 with Retry-After once the per-minute limit is spent, and serves again after it', async () => {
    const { secret, token } = await create(as.employee);
    // Spend the window but one without sending 1,200 requests: the count lives in PostgreSQL.
    await t.db
      .update(schema.personalAccessTokens)
      .set({ rateWindowStart: t.app.clock.now(), rateCount: TOKEN_REQUESTS_PER_MINUTE - 1 })
      .where(eq(schema.personalAccessTokens.id, token.id));
    expect((await withToken(secret, '{ me { _id } }')).status).toBe(200);
    t.app.clock.advance(15_000);
    const limited = await withToken(secret, '{ me { _id } }');
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBe('45');
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    t.app.clock.advance(45_000);
    expect((await withToken(secret, '{ me { _id } }')).status).toBe(200);
  });

  it('admins see and revoke every token; others see and revoke only their own', async () => {
    const mine = await create(as.employee);
    await create(as.other, 'READ', 30, 'Other tool');
    const employeeList = await call<{ name: string }[]>(as.employee, LIST);
    expect(employeeList.data?.map((token) => token.name)).toEqual(['Payroll']);
    const adminList = await call<{ ownerName: string }[]>(as.admin, LIST);
    expect(adminList.data?.map((token) => token.ownerName).sort()).toEqual(['Erin Employee', 'Otto Other']);
    const foreign = await call(as.other, REVOKE, { id: mine.token.id });
    expect(foreign.error?.extensions?.code).toBe('NOT_FOUND');
    expect((await call(as.admin, REVOKE, { id: mine.token.id })).data).toBe(true);
    expect((await withToken(mine.secret, '{ me { _id } }')).status).toBe(401);
    const audit = await t.db.execute<{ type: string }>(
      sql`select type from audit_events where type like 'access-token-%' order by created_at, type`,
    );
    expect(audit.rows.map((row) => row.type)).toContain('access-token-revoked');
  });

  it('a week through a token equals the same week through the session', async () => {
    await submittedSheet(as.employee, t.world);
    const { secret } = await create(as.employee);
    const viaSession = await as.employee.graphql(WEEK, { endDate: compact(t.world.weekEnd) });
    const viaToken = await withToken(secret, WEEK, { endDate: compact(t.world.weekEnd) });
    expect(viaToken.data).toEqual(viaSession.data);
  });
});
