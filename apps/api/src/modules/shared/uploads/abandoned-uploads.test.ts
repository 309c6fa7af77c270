import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { type TestDatabase, testDatabases } from '@tally/db/testing';
import { addDays, isoToCompact } from '@tally/domain/shared/dates';
import { ABANDONED_UPLOAD_GRACE_MS, UPLOAD_EXPIRED } from '@tally/domain/shared/uploads';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import { startAzurite } from '../../../storage/azurite.testing.ts';
import { blobStorageOf, MAX_UPLOAD_BYTES } from '../../../storage/index.ts';
import { startS3Emulator } from '../../../storage/s3rver.testing.ts';
import {
  buildWorld,
  call,
  ignoreErrorsOfClosingConnections,
  signInAll,
  type World,
} from '../../timesheets/timesheets.fixtures.ts';
import { deleteAbandonedUploads } from './use-cases/delete-abandoned-uploads.ts';
import { holdPendingUpload } from './use-cases/hold-pending-upload.ts';

const PDF = '%PDF-1.4\n% a client timesheet\n';
const CREATE = `mutation($e: String!) { createTimesheet(endDate: $e) { _id } }`;
const UPLOAD = `mutation($t: ID!, $n: String!, $s: Int!) {
  createTimesheetUploadUrl(timeSheetId: $t, fileName: $n, contentType: "application/pdf", size: $s) {
    uploadUrl blobKey url headers { name value } } }`;
const EXPENSE = `mutation($t: ID!, $url: String) { timesheetExpenses(timeSheetId: $t, url: $url, amount: 12.5) { _id } }`;

interface Upload {
  uploadUrl: string;
  blobKey: string;
  url: string;
  headers: { name: string; value: string }[];
}

/** A blob store the suite runs against: the embedded files (each database), Azurite and the S3 emulator. */
interface Backend {
  name: string;
  database: TestDatabase;
  start(): Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
  /**
   * Who refuses a body larger than declared: the embedded store (413, past 20 MB while streaming), S3 (403:
   * the presigned URL signs the declared Content-Length), or, for Azure, the record.
   */
  refusesOversizePut: 413 | 403 | false;
}

const local = async () => ({ env: {}, stop: async () => {} });
const BACKENDS: Backend[] = [
  ...testDatabases().map((database) => ({
    name: `local files on ${database.name}`,
    database,
    start: local,
    refusesOversizePut: 413 as const,
  })),
  {
    name: 'Azure Blob (Azurite)',
    database: testDatabases()[0]!,
    async start() {
      const azurite = await startAzurite();
      return { env: { AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString }, stop: azurite.stop };
    },
    refusesOversizePut: false,
  },
  {
    name: 'an S3-compatible bucket (s3rver)',
    database: testDatabases()[0]!,
    async start() {
      const emulator = await startS3Emulator();
      return { env: emulator.env, stop: emulator.stop };
    },
    refusesOversizePut: 403,
  },
];

describe.each(BACKENDS)('uploads leave no orphans in $name (issue 13)', (backend) => {
  let service: Awaited<ReturnType<Backend['start']>>;
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;

  beforeAll(async () => {
    service = await backend.start();
    ({ db, close } = await backend.database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db, service.env);
    world = await buildWorld(db, app);
    ({ employee } = await signInAll(app, ['employee']));
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await close?.();
    await service?.stop();
  });

  // Each test counts what the job does with its own uploads (recording notes a pending upload again).
  beforeEach(() => db.delete(schema.pendingUploads));

  const storage = () => blobStorageOf({ config: app.config, clock: app.clock.now });
  const sheet = async (weeksBack: number) =>
    (
      await call<{ _id: string }>(employee, CREATE, {
        e: isoToCompact(addDays(world.weekEnd, -7 * weeksBack)),
      })
    ).data!._id;
  const upload = async (sheetId: string, name: string, body: string | Blob, declared = 30) => {
    const { data, error } = await call<Upload>(employee, UPLOAD, { t: sheetId, n: name, s: declared });
    expect(error).toBeUndefined();
    const headers = Object.fromEntries(data!.headers.map((h) => [h.name, h.value]));
    const put = await fetch(new URL(data!.uploadUrl, app.baseUrl), { method: 'PUT', headers, body });
    return { ...data!, put };
  };
  const sweep = (hoursLater: number) =>
    deleteAbandonedUploads(
      { db, config: app.config, clock: app.clock.now, logger: pino({ level: 'silent' }) },
      new Date(app.clock.now().getTime() + hoursLater * 60 * 60 * 1000),
    );

  it('deletes a file uploaded and never recorded once its URL and a grace day expired, and keeps recorded ones', async () => {
    const sheetId = await sheet(0);
    const abandoned = await upload(sheetId, 'abandoned.pdf', PDF);
    const kept = await upload(sheetId, 'kept.pdf', PDF);
    expect(abandoned.put.status).toBeLessThan(300);
    expect((await call(employee, EXPENSE, { t: sheetId, url: kept.url })).error).toBeUndefined();

    // Within the grace day nothing is touched (the client may still record it).
    expect(await sweep(1)).toEqual({ deleted: 0, recorded: 0 });
    expect(await storage().stat('uploads', abandoned.blobKey)).not.toBeNull();

    const graceHours = ABANDONED_UPLOAD_GRACE_MS / 3_600_000;
    expect(await sweep(graceHours + 1)).toEqual({ deleted: 1, recorded: 1 });
    expect(await storage().stat('uploads', abandoned.blobKey)).toBeNull();
    expect(await storage().stat('uploads', kept.blobKey)).not.toBeNull();
    const pending = await db
      .select()
      .from(schema.pendingUploads)
      .where(eq(schema.pendingUploads.key, kept.blobKey));
    expect(pending).toEqual([]);
    // The recorded file still reads back.
    expect((await call(employee, EXPENSE, { t: sheetId, url: kept.url })).error).toBeUndefined();
  }, 30_000);

  it('keeps an expired upload that a project document records', async () => {
    const key = `${world.project}/abc/1_plan.pdf`;
    const past = new Date(app.clock.now().getTime() - 1000);
    await db.insert(schema.pendingUploads).values([
      { container: 'documents', key, expiresAt: past },
      { container: 'documents', key: `${world.project}/def/1_lost.pdf`, expiresAt: past },
    ]);
    await db.insert(schema.documents).values({
      relatedModelName: schema.PROJECT_DOCUMENT_MODEL,
      relatedId: world.project,
      fileName: 'plan.pdf',
      blobKey: key,
    });
    expect(await sweep(0)).toEqual({ deleted: 1, recorded: 1 });
    expect(await db.select().from(schema.pendingUploads)).toEqual([]);
  });

  /** The receipt URLs recorded on a sheet's expenses. */
  const expensesOf = async (sheetId: string) =>
    (
      await db
        .select({ url: schema.timesheetExpenseAttachments.url })
        .from(schema.timesheetExpenseAttachments)
        .innerJoin(
          schema.timesheetExpenses,
          eq(schema.timesheetExpenses.id, schema.timesheetExpenseAttachments.expenseId),
        )
        .where(eq(schema.timesheetExpenses.timesheetId, sheetId))
    ).map((row) => row.url);
  const expirePending = (key: string) =>
    db
      .update(schema.pendingUploads)
      .set({ expiresAt: new Date(app.clock.now().getTime() - 1000) })
      .where(eq(schema.pendingUploads.key, key));

  it('refuses a file recorded after the clean-up gave its upload up, saying so, and keeps nothing', async () => {
    const sheetId = await sheet(2);
    const late = await upload(sheetId, 'late.pdf', PDF);
    expect(late.put.status).toBeLessThan(300);
    const graceHours = ABANDONED_UPLOAD_GRACE_MS / 3_600_000;
    expect(await sweep(graceHours + 1)).toEqual({ deleted: 1, recorded: 0 });

    const refused = await call(employee, EXPENSE, { t: sheetId, url: late.url });
    expect(refused.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: UPLOAD_EXPIRED },
    });
    expect(await expensesOf(sheetId)).toEqual([]);
    expect(await storage().stat('uploads', late.blobKey)).toBeNull();
    // What the refused request noted is forgotten by a later run; nothing is left anywhere.
    expect((await sweep(3 * graceHours)).recorded).toBe(0);
    expect(
      await db.select().from(schema.pendingUploads).where(eq(schema.pendingUploads.key, late.blobKey)),
    ).toEqual([]);
  }, 30_000);

  it('leaves an upload alone while a request records it, though its pending record expired', async () => {
    const sheetId = await sheet(3);
    const slow = await upload(sheetId, 'slow.pdf', PDF);
    await expirePending(slow.blobKey);
    // The request has begun recording (it holds the upload before its checks) when the job runs.
    expect(await holdPendingUpload({ db, clock: app.clock.now }, 'uploads', slow.blobKey)).toEqual({
      wasPending: true,
    });
    expect(await sweep(0)).toEqual({ deleted: 0, recorded: 0 });
    expect(await storage().stat('uploads', slow.blobKey)).not.toBeNull();
    expect((await call(employee, EXPENSE, { t: sheetId, url: slow.url })).error).toBeUndefined();
    expect(await sweep(2 * (ABANDONED_UPLOAD_GRACE_MS / 3_600_000))).toEqual({ deleted: 0, recorded: 1 });
    expect(await storage().stat('uploads', slow.blobKey)).not.toBeNull();
  }, 30_000);

  it('records or refuses uploads whose pending records expire during the recording, never half of one', async () => {
    const sheetId = await sheet(4);
    const uploads = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']) {
      const done = await upload(sheetId, name, PDF);
      expect(done.put.status).toBeLessThan(300);
      await expirePending(done.blobKey);
      uploads.push(done);
    }
    // The job and the four recordings race; whatever the order, each file ends whole or not at all.
    const [answers] = await Promise.all([
      Promise.all(uploads.map((one) => call(employee, EXPENSE, { t: sheetId, url: one.url }))),
      sweep(0),
      sweep(0),
    ]);
    const expenses = await expensesOf(sheetId);
    for (const [index, one] of uploads.entries()) {
      const answer = answers[index];
      const stored = await storage().stat('uploads', one.blobKey);
      const record = expenses.filter((url) => url === one.url);
      if (answer?.error) {
        expect(answer.error.extensions?.fields).toEqual({ url: UPLOAD_EXPIRED });
        expect(record).toEqual([]);
        expect(stored).toBeNull();
      } else {
        expect(record).toHaveLength(1);
        expect(stored).not.toBeNull();
      }
    }
  }, 60_000);

  it('refuses an upload over 20 MB with a clear message and keeps nothing of it', async () => {
    const sheetId = await sheet(1);
    // The client declares a small file and sends a large one.
    const huge = await upload(sheetId, 'huge.pdf', new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]));
    if (backend.refusesOversizePut === 413) {
      expect(huge.put.status).toBe(413);
      expect(await huge.put.json()).toEqual({ error: 'Image must smaller than 20MB!' });
    } else if (backend.refusesOversizePut === 403) {
      expect(huge.put.status).toBe(403);
      expect(await huge.put.text()).toContain('SignatureDoesNotMatch');
    } else {
      const refused = await call(employee, EXPENSE, { t: sheetId, url: huge.url });
      expect(refused.error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { url: 'Image must smaller than 20MB!' },
      });
    }
    expect(await storage().stat('uploads', huge.blobKey)).toBeNull();
    const expenses = await db
      .select()
      .from(schema.timesheetExpenses)
      .where(eq(schema.timesheetExpenses.timesheetId, sheetId));
    expect(expenses).toEqual([]);
  }, 60_000);
});
