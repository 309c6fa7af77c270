import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, isoToCompact } from '@tally/domain/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import { startAzurite } from '../../storage/azurite.testing.ts';
import { blobStorageOf } from '../../storage/index.ts';
import { startS3Emulator } from '../../storage/s3rver.testing.ts';
import {
  buildWorld,
  call,
  ignoreErrorsOfClosingConnections,
  signInAll,
  type World,
} from './timesheets.fixtures.ts';

/** A PNG by its first bytes: the API checks an attachment's content when it is recorded. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), Buffer.from('png')]);
const CREATE = `mutation($e: String!) { createTimesheet(endDate: $e) { _id } }`;
const UPLOAD = `mutation($t: ID!, $s: Int!) {
  createTimesheetUploadUrl(timeSheetId: $t, fileName: "receipt.png", contentType: "image/png", size: $s) {
    uploadUrl url headers { name value } } }`;
const EXPENSE = `mutation($t: ID!, $url: String) { timesheetExpenses(timeSheetId: $t, url: $url, amount: 12.5) {
  timesheetExpense { amount attachments { url } } } }`;

/** A blob service the API is pointed at through its environment, and what its URLs look like. */
interface Service {
  name: string;
  start(): Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
  uploadUrl: RegExp;
  readUrl: RegExp;
}

const SERVICES: Service[] = [
  {
    name: 'Azure Blob (Azurite)',
    async start() {
      const azurite = await startAzurite();
      return { env: { AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString }, stop: azurite.stop };
    },
    uploadUrl: /^http:\/\/127\.0\.0\.1:\d+\/devstoreaccount1\/uploads\/.+\?.*sp=c/,
    readUrl: /sp=r/,
  },
  {
    name: 'an S3-compatible bucket (s3rver)',
    async start() {
      const emulator = await startS3Emulator();
      return { env: emulator.env, stop: emulator.stop };
    },
    uploadUrl:
      /^http:\/\/127\.0\.0\.1:\d+\/tally-test\/uploads\/.+\?.*X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost%3Bif-none-match/,
    readUrl: /X-Amz-SignedHeaders=host&/,
  },
];

/** The whole flow with a blob service configured, against its emulator (embedded database only). */
describe.each(SERVICES)('uploads: timesheet files in $name', (service) => {
  const database = testDatabases()[0]!;
  let blobService: Awaited<ReturnType<Service['start']>>;
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;

  beforeAll(async () => {
    blobService = await service.start();
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db, blobService.env);
    world = await buildWorld(db, app);
    ({ employee } = await signInAll(app, ['employee']));
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await close?.();
    await blobService?.stop();
  });

  it('uploads straight to the blob service, refuses a second upload, reads the receipt back through a read-only URL', async () => {
    const sheetId = (await call<{ _id: string }>(employee, CREATE, { e: world.weekEndCompact })).data!._id;
    const upload = await call<{ uploadUrl: string; url: string; headers: { name: string; value: string }[] }>(
      employee,
      UPLOAD,
      { t: sheetId, s: PNG.length },
    );
    const target = upload.data!;
    expect(target.uploadUrl).toMatch(service.uploadUrl);
    const headers = Object.fromEntries(target.headers.map((h) => [h.name, h.value]));
    expect(headers['content-type']).toBe('image/png');
    const put = () =>
      fetch(target.uploadUrl, { method: 'PUT', headers, body: new Blob([new Uint8Array(PNG)]) });
    expect((await put()).status).toBeLessThan(300);
    expect((await put()).status).toBeGreaterThanOrEqual(400);

    const saved = await call<{ timesheetExpense: { amount: number; attachments: { url: string }[] }[] }>(
      employee,
      EXPENSE,
      { t: sheetId, url: target.url },
    );
    const link = saved.data?.timesheetExpense[0]?.attachments[0]?.url ?? '';
    expect(link).toMatch(service.readUrl);
    const read = await fetch(link);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
  }, 30_000);

  it('deletes a file refused for its content from the blob service', async () => {
    const lastWeek = isoToCompact(addDays(world.weekEnd, -7));
    const sheetId = (await call<{ _id: string }>(employee, CREATE, { e: lastWeek })).data!._id;
    const upload = await call<{ uploadUrl: string; url: string; headers: { name: string; value: string }[] }>(
      employee,
      UPLOAD,
      { t: sheetId, s: 3 },
    );
    const target = upload.data!;
    const headers = Object.fromEntries(target.headers.map((h) => [h.name, h.value]));
    const put = await fetch(target.uploadUrl, { method: 'PUT', headers, body: 'MZ!' });
    expect(put.status).toBeLessThan(300);
    const refused = await call(employee, EXPENSE, { t: sheetId, url: target.url });
    expect(refused.error?.extensions?.fields).toEqual({ url: "The file's content does not match its type" });
    const key = target.url.replace('storage://uploads/', '');
    const storage = blobStorageOf({ config: app.config, clock: app.clock.now });
    expect(await storage.stat('uploads', key)).toBeNull();
  }, 30_000);
});
