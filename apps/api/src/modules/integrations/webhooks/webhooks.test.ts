import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { WEBHOOK_MESSAGES } from '@tally/domain/integrations/api-access';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationsSettled } from '../../../jobs/background-tasks.ts';
import { APPROVE, submittedSheet } from '../../approvals/approvals.fixtures.ts';
import { call, clearTimesheets, useTimesheetWorld } from '../../timesheets/timesheets.fixtures.ts';
import { assertPublicWebhookUrl, parseWebhookUrl } from './guards.ts';
import { drainWebhookDeliveries } from './use-cases/drain-webhook-deliveries.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint on loopback that records what it gets and answers the given statuses in turn. */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/tally`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CREATE = `mutation($url: String!, $events: [WebhookEvent!]!) {
  createWebhook(url: $url, events: $events) { secret webhook { id url events } } }`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(webhookId: $id) {
  id event eventName status attempts responseCode payload } }`;
const REDELIVER = 'mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { id status } }';

interface Delivery {
  id: string;
  eventName: string;
  status: string;
  attempts: number;
  responseCode: number | null;
  payload: Record<string, unknown>;
}

describe.each(testDatabases())('webhooks on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin'], {
    env: { WEBHOOKS_ALLOW_PRIVATE_HOSTS: 'true' },
  });
  const endpoints: { close: () => Promise<void> }[] = [];

  async function register(url: string, events: string[]) {
    const created = await call<{ secret: string; webhook: { id: string } }>(t.as.admin, CREATE, {
      url,
      events,
    });
    if (!created.data) throw new Error(`createWebhook failed: ${created.error?.message}`);
    return created.data;
  }
  const deliveries = async (webhookId: string) =>
    (await call<Delivery[]>(t.as.admin, DELIVERIES, { id: webhookId })).data ?? [];
  /** The sender as the process runs it every minute, on the test's clock. */
  const drain = () =>
    drainWebhookDeliveries({
      db: t.db,
      config: t.app.config,
      clock: t.app.clock.now,
      logger: pino({ level: 'silent' }),
    });

  // Registered after the world's afterAll, so it runs first: the endpoints close before the app.
  afterAll(async () => {
    for (const endpoint of endpoints) await endpoint.close();
  });
  beforeEach(async () => {
    await clearTimesheets(t.db);
    await t.db.delete(schema.webhooks);
  });

  it('POSTs a signed timesheet.approved after an approval; a failing endpoint gets the retry', async () => {
    const good = await receiver();
    const flaky = await receiver([500]);
    endpoints.push(good, flaky);
    const hook = await register(good.url, ['TIMESHEET_APPROVED', 'TIMESHEET_SUBMITTED']);
    const retried = await register(flaky.url, ['TIMESHEET_APPROVED']);
    expect(hook.secret).toMatch(/^whsec_/);

    const sheetId = await submittedSheet(t.as.employee, t.world);
    await notificationsSettled();
    expect(flaky.received).toHaveLength(0);
    expect(good.received.map((r) => r.headers['x-tally-event'])).toEqual(['timesheet.submitted']);
    good.received.length = 0;

    t.app.clock.advance(1000);
    const approved = await call<{ status: string }>(t.as.pm, APPROVE, { id: sheetId });
    expect(approved.data?.status).toBe('Approved');
    // The delivery leaves after the answer, in the background: wait for it, never for a time.
    await notificationsSettled();
    expect(good.received).toHaveLength(1);
    const [request] = good.received;
    if (!request) throw new Error('no delivery');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-tally-event']).toBe('timesheet.approved');
    const signature = `sha256=${createHmac('sha256', hook.secret).update(request.body).digest('hex')}`;
    expect(request.headers['x-tally-signature']).toBe(signature);
    const body = JSON.parse(request.body) as { id: string; event: string; data: Record<string, unknown> };
    expect(body.id).toBe(request.headers['x-tally-delivery']);
    expect(body.event).toBe('timesheet.approved');
    expect(body.data).toMatchObject({
      timesheetId: sheetId,
      status: 'Approved',
      userId: t.world.ids.employee,
    });
    expect((await deliveries(hook.webhook.id)).map((d) => [d.eventName, d.status, d.responseCode])).toEqual([
      ['timesheet.approved', 'SUCCEEDED', 200],
      ['timesheet.submitted', 'SUCCEEDED', 200],
    ]);

    // The flaky endpoint answered 500: pending, tried again after the backoff (1 minute), same delivery id.
    expect(flaky.received).toHaveLength(1);
    const [failed] = (await deliveries(retried.webhook.id)).filter(
      (d) => d.eventName === 'timesheet.approved',
    );
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, responseCode: 500 });
    expect(await drain()).toBe(0);
    t.app.clock.advance(61_000);
    expect(await drain()).toBe(1);
    expect(flaky.received).toHaveLength(2);
    expect(flaky.received[1]?.headers['x-tally-delivery']).toBe(
      flaky.received[0]?.headers['x-tally-delivery'],
    );
    expect(flaky.received[1]?.body).toBe(flaky.received[0]?.body);
    const [settled] = (await deliveries(retried.webhook.id)).filter((d) => d.id === failed?.id);
    expect(settled).toMatchObject({ status: 'SUCCEEDED', attempts: 2, responseCode: 200 });

    // Redeliver sends the same delivery again.
    const again = await call<{ status: string }>(t.as.admin, REDELIVER, { id: failed?.id });
    expect(again.data?.status).toBe('PENDING');
    await notificationsSettled();
    expect(flaky.received).toHaveLength(3);
  });

  it('POSTs signed user.created and user.deactivated events, one each, to the endpoints that asked', async () => {
    const users = await receiver();
    const sheets = await receiver();
    endpoints.push(users, sheets);
    const hook = await register(users.url, ['USER_CREATED', 'USER_DEACTIVATED']);
    await register(sheets.url, ['TIMESHEET_APPROVED']);

    const created = await call<{ _id: string; accountActive: boolean }>(
      t.as.admin,
      `mutation { createUser(email: "New.Hire@Example.com", firstName: "Nia", lastName: "Hire") {
        _id accountActive } }`,
    );
    const newId = created.data?._id;
    if (!newId) throw new Error(`createUser failed: ${created.error?.message}`);
    await notificationsSettled();
    expect(users.received.map((r) => r.headers['x-tally-event'])).toEqual(['user.created']);
    const [createdRequest] = users.received;
    const createdBody = JSON.parse(createdRequest?.body ?? '{}') as { event: string; data: unknown };
    expect(createdRequest?.headers['x-tally-signature']).toBe(
      `sha256=${createHmac('sha256', hook.secret)
        .update(createdRequest?.body ?? '')
        .digest('hex')}`,
    );
    expect(createdBody).toMatchObject({
      event: 'user.created',
      data: {
        userId: newId,
        email: 'new.hire@example.com',
        firstName: 'Nia',
        lastName: 'Hire',
        byUserId: t.world.ids.admin,
      },
    });

    t.app.clock.advance(1000);
    const DEACTIVATE =
      'mutation($id: ID!, $on: Boolean!) { activeInactiveAccount(id: $id, status: $on) { _id } }';
    expect((await call(t.as.admin, DEACTIVATE, { id: newId, on: false })).error).toBeUndefined();
    await notificationsSettled();
    expect(users.received.map((r) => r.headers['x-tally-event'])).toEqual([
      'user.created',
      'user.deactivated',
    ]);
    const deactivated = users.received[1];
    expect(JSON.parse(deactivated?.body ?? '{}')).toMatchObject({
      event: 'user.deactivated',
      data: { userId: newId, byUserId: t.world.ids.admin },
    });
    expect(deactivated?.headers['x-tally-signature']).toBe(
      `sha256=${createHmac('sha256', hook.secret)
        .update(deactivated?.body ?? '')
        .digest('hex')}`,
    );

    // Deactivating the inactive account again, or activating it, tells nobody; other endpoints hear nothing.
    expect((await call(t.as.admin, DEACTIVATE, { id: newId, on: false })).error).toBeUndefined();
    expect((await call(t.as.admin, DEACTIVATE, { id: newId, on: true })).error).toBeUndefined();
    await notificationsSettled();
    expect(users.received).toHaveLength(2);
    expect(sheets.received).toHaveLength(0);
    expect((await deliveries(hook.webhook.id)).map((d) => [d.eventName, d.status])).toEqual([
      ['user.deactivated', 'SUCCEEDED'],
      ['user.created', 'SUCCEEDED'],
    ]);
  });

  it('gives up after 24 hours of failures', async () => {
    const down = await receiver([503, 503, 503, 503, 503, 503, 503, 503, 503, 503]);
    endpoints.push(down);
    const hook = await register(down.url, ['USER_DEACTIVATED']);
    await t.db.insert(schema.webhookDeliveries).values({
      webhookId: hook.webhook.id,
      event: 'USER_DEACTIVATED',
      payload: { userId: t.world.ids.employee },
      nextAttemptAt: t.app.clock.now(),
      retryUntil: new Date(t.app.clock.now().getTime() + 90_000),
    });
    expect(await drain()).toBe(1);
    t.app.clock.advance(61_000);
    expect(await drain()).toBe(1);
    const [delivery] = await deliveries(hook.webhook.id);
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 2, responseCode: 503 });
    t.app.clock.advance(3_600_000);
    expect(await drain()).toBe(0);
  });

  it('tells of a project budget crossing 60 % and 80 % once, from the statement that stores budget used', async () => {
    const hook = await register('http://127.0.0.1:9/unused', ['PROJECT_BUDGET_THRESHOLD']);
    const setUsed = (used: string) =>
      t.db.update(schema.projects).set({ budgetUsed: used }).where(eq(schema.projects.id, t.world.project));
    await setUsed('0.5');
    await setUsed('0.85');
    await setUsed('0.9');
    const rows = await t.db
      .select({ event: schema.webhookDeliveries.event, payload: schema.webhookDeliveries.payload })
      .from(schema.webhookDeliveries)
      .where(eq(schema.webhookDeliveries.webhookId, hook.webhook.id));
    expect(rows.map((row) => Number(row.payload.threshold)).sort()).toEqual([0.6, 0.8]);
    expect(rows[0]?.payload).toMatchObject({ projectId: t.world.project, projectName: 'Apollo' });
    await setUsed('0.1');
    await setUsed('1.2');
    const after = await t.db.select().from(schema.webhookDeliveries);
    expect(after).toHaveLength(5);
  });

  it('refuses a webhook without events, or on a bad address', async () => {
    const none = await call(t.as.admin, CREATE, { url: 'https://example.com/hook', events: [] });
    expect(none.error?.extensions?.fields).toEqual({ events: WEBHOOK_MESSAGES.eventsRequired });
    const ftp = await call(t.as.admin, CREATE, { url: 'ftp://example.com/hook', events: ['USER_CREATED'] });
    expect(ftp.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.db.select().from(schema.webhooks)).toHaveLength(0);
  });
});

describe('webhook address guard', () => {
  it('refuses private and loopback addresses unless allowed', async () => {
    for (const address of [
      'http://127.0.0.1:8080/x',
      'http://10.1.2.3/x',
      'http://192.168.0.10/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://localhost/x',
    ]) {
      await expect(assertPublicWebhookUrl(parseWebhookUrl(address), false), address).rejects.toThrow(
        WEBHOOK_MESSAGES.privateAddress,
      );
      await expect(assertPublicWebhookUrl(parseWebhookUrl(address), true)).resolves.toBeUndefined();
    }
    await expect(
      assertPublicWebhookUrl(parseWebhookUrl('https://93.184.215.14/x'), false),
    ).resolves.toBeUndefined();
    expect(() => parseWebhookUrl('https://user:pw@example.com/')).toThrow(WEBHOOK_MESSAGES.invalidUrl);
  });
});
