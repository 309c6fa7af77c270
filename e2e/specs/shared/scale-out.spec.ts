import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONFIGURATION_CACHE_MS } from '../../../apps/api/src/modules/super-admin/configurations/queries.ts';
import { ApiSession as Session } from '../../fixtures/api-session.ts';
import { freePort } from '../../fixtures/free-port.ts';
import { type Haproxy, startHaproxy } from '../../fixtures/haproxy.ts';
import { type MailCatcher, startMailCatcher } from '../../fixtures/mail-catcher.ts';
import { launchPortalProcess, type PortalProcess, portalUrl } from '../../fixtures/portal-process.ts';
import { createPostgresDatabase, type PostgresDatabase } from '../../fixtures/postgres-database.ts';
import { weekEndAfter } from '../../pages/timesheet-page.ts';

/**
 * Issue #16 item 2 and 4: two API processes of the production build on one PostgreSQL database, behind HAProxy
 * started from deploy/haproxy.cfg (round-robin, no stickiness). Everything goes through the balancer, so
 * consecutive requests land on different processes: sessions, a week's entry, an upload, an approval, a
 * configuration change and a reminder run must all work whichever process takes them, and a process stopped
 * with SIGTERM in the middle of an export must drain while the balancer moves to the other one.
 * Runs where the PostgreSQL tests run (TEST_DATABASE_URL; CI sets it and installs haproxy).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const SERVERS = ['api1', 'api2'] as const;
type ServerName = (typeof SERVERS)[number];

const weekEnd = weekEndAfter(new Date(), 1); // the demo has no sheet for next week yet
const shiftDays = (compact: string, days: number) => {
  const date = new Date(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}T00:00:00Z`);
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
};
const weekDays = [-6, -5, -4, -3, -2].map((offset) => shiftDays(weekEnd, offset)); // Monday..Friday

/** REMINDER_CRON of both processes: every 5 s of the clock, instead of the configured weekly cron. */
const REMINDER_PERIOD_MS = 5_000;

const SHEET = `_id status totalHours timesheetAttachments { _id url description }`;

/** The `<title>` a process gives a page: the company short name comes through the configuration cache. */
async function pageTitleOf(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/signin`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

/** GET /api/ready straight to one process: its status, or 'refused' once it stopped listening. */
async function readiness(baseUrl: string): Promise<number | 'refused'> {
  return fetch(`${baseUrl}/api/ready`).then(
    (response) => response.status,
    () => 'refused' as const,
  );
}

/** The JSON log lines of a process whose msg matches `msg`. */
function logLines(portal: PortalProcess, msg: RegExp): Record<string, unknown>[] {
  return portal
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => msg.test(String(line.msg)));
}

describe.runIf(adminUrl)('two API processes behind HAProxy (deploy/haproxy.cfg) on one PostgreSQL', () => {
  let database: PostgresDatabase | undefined;
  let dataDir = '';
  let catcher: MailCatcher;
  let lb: Haproxy;
  const portals = {} as Record<ServerName, PortalProcess>;
  const sessions: Session[] = [];
  let employee: Session;
  let approver: Session;
  let admin: Session;

  const signIn = async (email: string) => {
    const session = await Session.signIn(lb.url, email);
    sessions.push(session);
    return session;
  };
  /** Requests each process was given so far. */
  const served = async () => {
    const stats = await lb.stats();
    return Object.fromEntries(SERVERS.map((name) => [name, stats[name]?.total ?? 0])) as Record<
      ServerName,
      number
    >;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '');
    dataDir = await mkdtemp(join(tmpdir(), 'tally-e2e-scale-'));
    catcher = await startMailCatcher();
    const [lbPort, port1, port2] = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: catcher.url,
      SESSION_SECRET: `e2e-scale-out-${database.name}`,
      TRUST_PROXY: 'true',
      PUBLIC_URL: portalUrl(lbPort),
      SHUTDOWN_DELAY_MS: '3000', // README: what deploy/haproxy.cfg's health check needs
      WEB_DIST_DIR: inject('webDistDir'),
      // Both processes fire the reminders at every such instant of the clock (reminder-email-enabled decides).
      REMINDER_CRON: `*/${REMINDER_PERIOD_MS / 1000} * * * * *`,
    };
    // The first migrates and loads the demo company; the demo seed is not meant to run twice at once, so the
    // second starts on the ready database (in production neither seeds; migrations take an advisory lock).
    // Both share DATA_DIR: uploads go to DATA_DIR/blobs, signed with the shared SESSION_SECRET.
    portals.api1 = await launchPortalProcess({ port: port1, dataDir, seedDemo: true, env });
    portals.api2 = await launchPortalProcess({ port: port2, dataDir, seedDemo: false, env });
    lb = await startHaproxy(lbPort, [
      { name: 'api1', port: port1 },
      { name: 'api2', port: port2 },
    ]);
    [employee, approver, admin] = (await Promise.all(
      ['employee@example.com', 'pm@example.com', 'admin@example.com'].map(signIn),
    )) as [Session, Session, Session];
  }, 150_000);

  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.api.dispose()));
    await lb?.stop();
    await Promise.all(Object.values(portals).map((portal) => portal.stop()));
    await catcher?.stop();
    await database?.drop().catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the shipped configuration: round-robin, no stickiness, checked on /api/ready', () => {
    expect(lb.config).toMatch(/^\s*balance roundrobin$/m);
    expect(lb.config).toMatch(/^\s*option httpchk GET \/api\/ready$/m);
    expect(lb.config).not.toMatch(/^\s*(cookie|stick|hash-type|balance source)/m);
  });

  it('enters a week, uploads an attachment and approves it, whichever process answers', async () => {
    const before = await served();
    const { createTimesheet: sheet } = await employee.gql<{
      createTimesheet: { _id: string; status: string };
    }>(`mutation($endDate: String!) { createTimesheet(endDate: $endDate) { ${SHEET} } }`, {
      endDate: weekEnd,
    });
    expect(sheet.status).toBe('Not Submitted');
    const { projects } = await employee.gql<{
      projects: {
        _id: string;
        name: string;
        categories: { deliverables: { _id: string; deliverableName: string }[] }[];
      }[];
    }>(
      'query($endDate: String!) { projects(endDate: $endDate) { _id name categories { deliverables { _id deliverableName } } } }',
      { endDate: weekEnd },
    );
    const project = projects.find((p) => /Internal Operations/.test(p.name));
    const task = project?.categories
      .flatMap((category) => category.deliverables)
      .find((deliverable) => deliverable.deliverableName === 'Administration');
    expect(task, 'Internal Operations / Administration is bookable').toBeDefined();
    // Five writes alternate between the processes; each reads what the other wrote.
    for (const [index, date] of weekDays.entries()) {
      const { addHours } = await employee.gql<{ addHours: { totalHours: number } }>(
        `mutation($timesheetId: ID!, $projectId: ID!, $deliverableId: ID!, $date: String!) {
          addHours(timesheetId: $timesheetId, projectId: $projectId, deliverableId: $deliverableId,
            hours: 8, date: $date) { ${SHEET} } }`,
        { timesheetId: sheet._id, projectId: project?._id, deliverableId: task?._id, date },
      );
      expect(addHours.totalHours).toBe(8 * (index + 1));
    }

    // The upload the browser makes: a signed URL, the PUT (to DATA_DIR/blobs, which both share), the record.
    const content = Buffer.from('%PDF-1.4\n% client timesheet, scale-out e2e\n');
    const { createTimesheetUploadUrl: target } = await employee.gql<{
      createTimesheetUploadUrl: {
        uploadUrl: string;
        url: string;
        headers: { name: string; value: string }[];
      };
    }>(
      `mutation($id: ID!, $size: Int!) { createTimesheetUploadUrl(timeSheetId: $id, fileName: "client-sheet.pdf",
        contentType: "application/pdf", size: $size) { uploadUrl url headers { name value } } }`,
      { id: sheet._id, size: content.length },
    );
    expect(target.uploadUrl).toMatch(/^\/api\/blobs\//); // same origin: the balancer
    const put = await employee.api.put(target.uploadUrl, {
      headers: Object.fromEntries(target.headers.map((header) => [header.name, header.value])),
      data: content,
    });
    expect(put.status()).toBe(201);
    const { timesheetAttachment } = await employee.gql<{
      timesheetAttachment: { timesheetAttachments: { url: string }[] };
    }>(
      `mutation($id: ID!, $url: String!) { timesheetAttachment(timeSheetId: $id, url: $url,
        description: "Client's sheet") { ${SHEET} } }`,
      { id: sheet._id, url: target.url },
    );
    const link = timesheetAttachment.timesheetAttachments[0]?.url ?? '';
    // Read back twice: each process serves it once.
    const readers: (ServerName | undefined)[] = [];
    for (let read = 0; read < 2; read++) {
      const counted = await served();
      const file = await employee.api.get(link);
      expect(file.status()).toBe(200);
      expect(Buffer.from(await file.body()).equals(content)).toBe(true);
      const now = await served();
      readers.push(SERVERS.find((name) => now[name] > counted[name]));
    }
    expect(readers.sort()).toEqual(['api1', 'api2']);

    const { submitTimesheet } = await employee.gql<{ submitTimesheet: { status: string } }>(
      `mutation($id: ID!) { submitTimesheet(timesheetId: $id) { ${SHEET} } }`,
      { id: sheet._id },
    );
    expect(submitTimesheet.status).toBe('Submitted-Pending');
    const { approveTimesheetLineItems } = await approver.gql<{
      approveTimesheetLineItems: { status: string };
    }>('mutation($id: ID!) { approveTimesheetLineItems(timesheetId: $id) { status totalHours } }', {
      id: sheet._id,
    });
    expect(approveTimesheetLineItems.status).toBe('Approved');
    for (let read = 0; read < 2; read++) {
      const { timesheet } = await employee.gql<{
        timesheet: { status: string; totalHours: number; timesheetAttachments: unknown[] };
      }>(`query($endDate: String!) { timesheet(endDate: $endDate) { ${SHEET} } }`, { endDate: weekEnd });
      expect(timesheet).toMatchObject({ status: 'Approved', totalHours: 40 });
      expect(timesheet.timesheetAttachments).toHaveLength(1);
    }
    // The approver's mail of the submit and the employee's of the decision (sent once: the reminder test).
    await Promise.all([catcher.waitForMail('employee@example.com'), catcher.waitForMail('pm@example.com')]);
    const subjects = (to: string, pattern: RegExp) =>
      catcher.messages.filter((mail) => mail.to.includes(to) && pattern.test(mail.subject ?? ''));
    expect(subjects('pm@example.com', /^Timesheet submitted for approval/)).toHaveLength(1);
    expect(subjects('employee@example.com', /^Timesheet approved/)).toHaveLength(1);

    const after = await served();
    const requests = after.api1 + after.api2 - before.api1 - before.api2;
    expect(requests).toBeGreaterThanOrEqual(15);
    // Round-robin: each process took about half of them.
    for (const name of SERVERS) expect(after[name] - before[name]).toBeGreaterThanOrEqual(requests / 2 - 2);
  });

  it('shows a configuration change on both processes within the cache lifetime', async () => {
    const direct = SERVERS.map((name) => portals[name].baseUrl);
    const old = await Promise.all(direct.map(pageTitleOf)); // both processes now hold the old value
    const company = `Scale ${randomBytes(3).toString('hex')}`;
    expect(old.every((title) => !title.includes(company))).toBe(true);
    const { allConfigurations } = await admin.gql<{
      allConfigurations: { _id: string; key: string; description: string; valueType: string }[];
    }>('{ allConfigurations { _id key description valueType } }');
    const save = (key: string, value: string) => {
      const entry = allConfigurations.find((row) => row.key === key);
      return admin.gql(
        `mutation($id: ID!, $value: String, $description: String, $valueType: String) {
          updateConfig(id: $id, value: $value, description: $description, valueType: $valueType) { _id } }`,
        { ...entry, id: entry?._id, value },
      );
    };
    const saved = Date.now();
    await save('company-short-name', company);
    // The reminders' schedule follows configuration too (the time zone; the cron unless REMINDER_CRON pins it):
    // another name of the demo's zone, the same clock, makes every process's scheduler read it again.
    await save('time-zone', 'US/Eastern');
    const shownAfter = await Promise.all(
      direct.map(async (baseUrl) => {
        while (!(await pageTitleOf(baseUrl)).includes(`${company} Time Tracker`)) {
          if (Date.now() - saved > CONFIGURATION_CACHE_MS + 5_000) return Number.POSITIVE_INFINITY;
          await sleep(200);
        }
        return Date.now() - saved;
      }),
    );
    for (const elapsed of shownAfter) expect(elapsed).toBeLessThanOrEqual(CONFIGURATION_CACHE_MS + 3_000);
    await expect
      .poll(() => SERVERS.map((name) => logLines(portals[name], /^reminders rescheduled$/).length), {
        timeout: Math.max(0, saved + CONFIGURATION_CACHE_MS + 3_000 - Date.now()),
      })
      .toEqual([1, 1]);
  });

  it('sends the reminders once although both processes run the schedule', async () => {
    // An admin turns the reminders on through the balancer; both processes read the switch at each instant
    // of REMINDER_CRON, fire together, and one takes the run. On at least 4 s before an instant, off again as
    // soon as both have logged the run (the next instant is 5 s after it): a single run to count.
    const { reminderEmailSchedule: current } = await admin.gql<{
      reminderEmailSchedule: { cronExpression: string; cronDescription: string | null; enabled: boolean };
    }>('{ reminderEmailSchedule { cronExpression cronDescription enabled } }');
    expect(current.enabled).toBe(false);
    const switchReminders = async (enabled: boolean) => {
      const { reminderEmailJob } = await admin.gql<{ reminderEmailJob: { enabled: boolean } }>(
        `mutation($cron: String!, $description: String!, $enabled: Boolean) {
          reminderEmailJob(cronExpression: $cron, cronDescription: $description, currentScheduler: $cron,
            enabled: $enabled) { enabled } }`,
        { cron: current.cronExpression, description: current.cronDescription ?? 'Reminders', enabled },
      );
      expect(reminderEmailJob.enabled).toBe(enabled);
    };
    // Just after an instant: the switch must be committed before the next one, so that both processes read it
    // the same there. With as little as 2 s left, a mutation slowed by a loaded machine can commit while the
    // processes read the switch at the instant: one runs alone, and the next instant counts a second run (seen
    // once in a full run: sent, sent, left).
    const phase = Date.now() % REMINDER_PERIOD_MS;
    if (phase < 300 || phase > 1_000) await sleep((REMINDER_PERIOD_MS + 300 - phase) % REMINDER_PERIOD_MS);
    const period = Math.floor(Date.now() / REMINDER_PERIOD_MS);
    await switchReminders(true);
    expect(Math.floor(Date.now() / REMINDER_PERIOD_MS), 'the switch is on before the next instant').toBe(
      period,
    );
    const isReminder = (subject: string | undefined) => (subject ?? '').startsWith('Reminder:');
    // What each process logged about the run: one sent it, the other left it (or failed: shown by the diff).
    const outcomes = () =>
      SERVERS.flatMap((name) => logLines(portals[name], /^reminders (sent|left|failed)/));
    await expect
      .poll(() => outcomes().length, { timeout: 20_000, interval: 50 })
      .toBeGreaterThanOrEqual(2)
      .catch(() => undefined);
    await switchReminders(false);
    expect(
      outcomes()
        .map((line) => line.msg)
        .sort(),
    ).toEqual(['reminders left to the instance that ran them', 'reminders sent']);
    const runs = outcomes().filter((line) => line.msg === 'reminders sent');
    expect(runs).toHaveLength(1);
    const expected = Number(runs[0]?.employees) + Number(runs[0]?.approvers);
    expect(expected).toBeGreaterThan(0);
    // Every mail written is sent (an outbox row goes once the SMTP server took it), and no more came.
    await expect.poll(() => database?.query('select kind from mail_outbox'), { timeout: 20_000 }).toEqual([]);
    expect(catcher.messages.filter((mail) => isReminder(mail.subject))).toHaveLength(expected);
    // No mail went twice: neither a reminder nor the submit's and the decision's mails of the week above.
    const keys = catcher.messages.map((mail) => `${mail.to.join(',')} ${mail.subject}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.filter((key) => /^employee@example.com Timesheet approved/.test(key))).toHaveLength(1);
  }, 120_000);

  it('drains a process on SIGTERM during an export stream; the balancer moves to the other', async () => {
    const finance = await signIn('finance@example.com');
    const query = `start=${shiftDays(weekEnd, -7 * 6)}&end=${weekEnd}`;
    const exported = finance.api
      .get(`/api/reports/timesheet-snapshots.csv?${query}`, { timeout: 30_000 })
      .then(async (response) => ({ status: response.status(), body: await response.text() }))
      .catch((error: Error) => ({ status: 0, body: '', error }));
    // The process working on the export: the one HAProxy has a session open with.
    let stopped: ServerName | undefined;
    const deadline = Date.now() + 10_000;
    while (!stopped && Date.now() < deadline) {
      const stats = await lb.stats();
      stopped = SERVERS.find((name) => (stats[name]?.current ?? 0) > 0);
      if (!stopped) await sleep(10);
    }
    expect(stopped, 'the export is being served').toBeDefined();
    const dying = portals[stopped as ServerName];
    const survivor = portals[SERVERS.find((name) => name !== stopped) as ServerName];
    const signalled = Date.now();
    const stopping = dying.stop(); // SIGTERM
    const exitedAfter = dying.exited.then((exit) => ({ ...exit, ms: Date.now() - signalled }));

    // The stopping process says it is not ready, and still answers during SHUTDOWN_DELAY_MS ...
    await expect.poll(() => readiness(dying.baseUrl), { timeout: 2_000, interval: 50 }).toBe(503);
    const me = '{ me { emails { address } } }';
    for (let i = 0; i < 6; i++) {
      const answer = await finance.gql<{ me: { emails: { address: string }[] } }>(me);
      expect(answer.me.emails[0]?.address).toBe('finance@example.com');
    }
    // ... until the health check has taken it out: new requests go to the other process only.
    await expect
      .poll(async () => (await lb.stats())[stopped as ServerName]?.status ?? '', { timeout: 8_000 })
      .toMatch(/^DOWN/);
    const before = await served();
    for (let i = 0; i < 4; i++) await finance.gql(me);
    const after = await served();
    expect(after[stopped as ServerName]).toBe(before[stopped as ServerName]);

    // The process left within 10 s of the signal, after the export.
    const exit = await exitedAfter;
    await stopping;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(10_000);
    const stream = await exported;
    if (stream.status === 200) {
      // Finished: the whole file, as the other process exports it.
      const reference = await Session.signIn(survivor.baseUrl, 'finance@example.com');
      sessions.push(reference);
      const whole = await reference.api.get(`/api/reports/timesheet-snapshots.csv?${query}`);
      expect(stream.body).toBe(await whole.text());
      expect(stream.body.split('\n').length).toBeGreaterThan(100);
    } else {
      // Cut: the client sees an error (no last chunk, or no response), never a short file taken for whole.
      expect('error' in stream || stream.status === 502).toBe(true);
    }
  });
});
