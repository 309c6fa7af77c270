import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import { type Azurite, startAzurite } from '../../storage/azurite.testing.ts';
import {
  buildWorld,
  call,
  ignoreErrorsOfClosingConnections,
  signInAll,
  type World,
} from '../timesheets/timesheets.fixtures.ts';

const CREATE = `mutation($e: String!) { createTimesheet(endDate: $e) { _id } }`;
const UPLOAD = `mutation($t: ID!) {
  createTimesheetUploadUrl(timeSheetId: $t, fileName: "receipt.png", contentType: "image/png", size: 3) {
    uploadUrl url headers { name value } } }`;
const EXPENSE = `mutation($t: ID!, $url: String) { timesheetExpenses(timeSheetId: $t, url: $url, amount: 12.5) {
  timesheetExpense { amount attachments { url } } } }`;

/** The whole flow with AZURE_STORAGE_CONNECTION_STRING set, against Azurite (embedded database only). */
describe('uploads: timesheet files in Azure Blob (Azurite)', () => {
  const database = testDatabases()[0]!;
  let azurite: Azurite;
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;

  beforeAll(async () => {
    azurite = await startAzurite();
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db, { AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString });
    world = await buildWorld(db, app);
    ({ employee } = await signInAll(app, ['employee']));
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await close?.();
    await azurite?.stop();
  });

  it('uploads straight to the blob service and reads the receipt back through a read-only SAS', async () => {
    const sheetId = (await call<{ _id: string }>(employee, CREATE, { e: world.weekEndCompact })).data!._id;
    const upload = await call<{ uploadUrl: string; url: string; headers: { name: string; value: string }[] }>(
      employee,
      UPLOAD,
      { t: sheetId },
    );
    const target = upload.data!;
    expect(target.uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/devstoreaccount1\/uploads\/.+\?.*sp=c/);
    const headers = Object.fromEntries(target.headers.map((h) => [h.name, h.value]));
    expect(headers['x-ms-blob-type']).toBe('BlockBlob');
    expect((await fetch(target.uploadUrl, { method: 'PUT', headers, body: 'png' })).status).toBe(201);

    const saved = await call<{ timesheetExpense: { amount: number; attachments: { url: string }[] }[] }>(
      employee,
      EXPENSE,
      { t: sheetId, url: target.url },
    );
    const link = saved.data?.timesheetExpense[0]?.attachments[0]?.url ?? '';
    expect(link).toMatch(/sp=r/);
    const read = await fetch(link);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(await read.text()).toBe('png');
  }, 30_000);
});
