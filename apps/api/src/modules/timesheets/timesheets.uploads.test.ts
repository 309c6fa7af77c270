import { Readable } from 'node:stream';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { UPLOAD_EXPIRED } from '@tally/domain/shared/uploads';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/harness.ts';
import { blobStorageOf, MAX_UPLOAD_BYTES } from '../../storage/index.ts';
import type { LocalBlobStorage } from '../../storage/local-storage.ts';
import { call, clearTimesheets, setConfiguration, useTimesheetWorld } from './timesheets.fixtures.ts';

const CREATE = `mutation($e: String!) { createTimesheet(endDate: $e) { _id } }`;
const UPLOAD = `mutation($t: ID!, $n: String!, $c: String!, $s: Int!) {
  createTimesheetUploadUrl(timeSheetId: $t, fileName: $n, contentType: $c, size: $s) {
    uploadUrl blobKey url expiresAt headers { name value } } }`;
const ATTACH = `mutation($t: ID!, $url: String!) { timesheetAttachment(timeSheetId: $t, url: $url) {
  timesheetAttachments { url } } }`;

const PDF = '%PDF-1.4\n% a client timesheet\n';

interface Upload {
  uploadUrl: string;
  blobKey: string;
  url: string;
  headers: { name: string; value: string }[];
}

describe.each(testDatabases())('uploads: signed upload URLs for timesheet files on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'other', 'finance']);
  let sheetId: string;

  beforeEach(async () => {
    await clearTimesheets(t.db);
    sheetId = (await call<{ _id: string }>(t.as.employee, CREATE, { e: t.world.weekEndCompact })).data!._id;
  });

  const ask = (who: TestBrowser, size = 5, t = sheetId) =>
    call<Upload>(who, UPLOAD, { t, n: 'Client Sheet (1).pdf', c: 'application/pdf', s: size });

  it('uploads straight to the signed URL, records the file and reads it back through a signed link', async () => {
    const { data } = await ask(t.as.employee);
    expect(data?.blobKey).toMatch(new RegExp(`^${sheetId}/\\d{13}_Client_Sheet_1_.pdf$`));
    expect(data?.url).toBe(`storage://uploads/${data?.blobKey}`);
    const headers = Object.fromEntries(data!.headers.map((h) => [h.name, h.value]));
    const put = await fetch(new URL(data!.uploadUrl, t.app.baseUrl), { method: 'PUT', headers, body: PDF });
    expect(put.status).toBe(201);

    const recorded = await call<{ timesheetAttachments: { url: string }[] }>(t.as.employee, ATTACH, {
      t: sheetId,
      url: data!.url,
    });
    const link = recorded.data?.timesheetAttachments[0]?.url ?? '';
    expect(link).toMatch(/^\/api\/blobs\/uploads\/.+\?expires=\d+&sig=/);
    expect(await (await fetch(new URL(link, t.app.baseUrl))).text()).toBe(PDF);
  });

  it('deletes the stored file with its attachment or expense', async () => {
    const storage = blobStorageOf({ config: t.app.config, clock: t.app.clock.now });
    const uploadOne = async () => {
      const { data } = await ask(t.as.employee);
      const headers = Object.fromEntries(data!.headers.map((h) => [h.name, h.value]));
      await fetch(new URL(data!.uploadUrl, t.app.baseUrl), { method: 'PUT', headers, body: PDF });
      expect(await storage.stat('uploads', data!.blobKey)).not.toBeNull();
      return data!;
    };
    const FILES = '_id timesheetAttachments { _id } timesheetExpense { _id }';
    const attachment = await uploadOne();
    const attached = await call<{ timesheetAttachments: { _id: string }[] }>(
      t.as.employee,
      `mutation($t: ID!, $url: String!) { timesheetAttachment(timeSheetId: $t, url: $url) { ${FILES} } }`,
      { t: sheetId, url: attachment.url },
    );
    await call(
      t.as.employee,
      `mutation($t: ID!, $id: ID!) { deleteTimesheetAttachment(timeSheetId: $t, id: $id) { _id } }`,
      { t: sheetId, id: attached.data?.timesheetAttachments[0]?._id },
    );
    expect(await storage.stat('uploads', attachment.blobKey)).toBeNull();

    const receipt = await uploadOne();
    const expensed = await call<{ timesheetExpense: { _id: string }[] }>(
      t.as.employee,
      `mutation($t: ID!, $url: String) { timesheetExpenses(timeSheetId: $t, url: $url, amount: 12) { ${FILES} } }`,
      { t: sheetId, url: receipt.url },
    );
    await call(
      t.as.employee,
      `mutation($t: ID!, $id: ID!) { deleteTimesheetExpenses(timeSheetId: $t, id: $id) { _id } }`,
      { t: sheetId, id: expensed.data?.timesheetExpense[0]?._id },
    );
    expect(await storage.stat('uploads', receipt.blobKey)).toBeNull();
  });

  it('is for the owner, finance and admin only, while the flag is on and the sheet is writable', async () => {
    expect((await ask(t.as.other)).error?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(t.as.finance)).data?.uploadUrl).toBeTruthy();
    const tooBig = await ask(t.as.employee, MAX_UPLOAD_BYTES + 1);
    expect(tooBig.error).toMatchObject({
      message: 'Image must smaller than 20MB!',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    await setConfiguration(t.db, 'timesheet-attachments', 'false');
    try {
      expect((await ask(t.as.employee)).error?.message).toBe('Timesheet attachments are turned off');
    } finally {
      await setConfiguration(t.db, 'timesheet-attachments', null);
    }
    await t.db.update(schema.timesheets).set({ status: 'Approved' }).where(eq(schema.timesheets.id, sheetId));
    expect((await ask(t.as.employee)).error?.extensions?.code).toBe('CONFLICT');
  });

  it('records only uploaded files of the same sheet under 20 MB', async () => {
    const attach = (url: string) => call(t.as.employee, ATTACH, { t: sheetId, url });
    const notUploaded = await attach(`storage://uploads/${sheetId}/1_missing.pdf`);
    expect(notUploaded.error?.message).toBe(UPLOAD_EXPIRED);
    const otherSheet = await attach('storage://uploads/00000000-0000-4000-8000-000000000000/1_a.pdf');
    expect(otherSheet.error?.message).toBe('This file was not uploaded to this timesheet.');

    const storage = blobStorageOf({ config: t.app.config, clock: t.app.clock.now }) as LocalBlobStorage;
    const key = `${sheetId}/1_huge.pdf`;
    const huge = Readable.from([Buffer.alloc(MAX_UPLOAD_BYTES + 1)]);
    await storage.write('uploads', key, huge, { contentType: 'application/pdf', maxBytes: Infinity });
    expect((await attach(`storage://uploads/${key}`)).error?.message).toBe('Image must smaller than 20MB!');
    expect(await storage.stat('uploads', key)).toBeNull();
  });

  const uploaded = async (name: string, contentType: string, body: string | Blob) => {
    const { data, error } = await call<Upload>(t.as.employee, UPLOAD, {
      t: sheetId,
      n: name,
      c: contentType,
      s: typeof body === 'string' ? body.length : body.size,
    });
    expect(error).toBeUndefined();
    const headers = Object.fromEntries(data!.headers.map((h) => [h.name, h.value]));
    const put = await fetch(new URL(data!.uploadUrl, t.app.baseUrl), { method: 'PUT', headers, body });
    expect(put.status).toBe(201);
    return data!;
  };
  const stored = (key: string) =>
    blobStorageOf({ config: t.app.config, clock: t.app.clock.now }).stat('uploads', key);

  it('accepts documents, images, PDFs and spreadsheets only, by name and by content', async () => {
    const program = await call<Upload>(t.as.employee, UPLOAD, {
      t: sheetId,
      n: 'setup.exe',
      c: 'application/octet-stream',
      s: 10,
    });
    expect(program.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        fileName: 'This file type is not accepted. Attach a document, an image, a PDF or a spreadsheet.',
      },
    });
    const sheetPng = await uploaded(
      'scan.png',
      'image/png',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0])]),
    );
    expect((await call(t.as.employee, ATTACH, { t: sheetId, url: sheetPng.url })).error).toBeUndefined();

    // A program renamed .pdf: refused for its content, and nothing stays in storage.
    const disguised = await uploaded('invoice.pdf', 'application/pdf', 'MZ\x90\x00 not a pdf');
    const refused = await call(t.as.employee, ATTACH, { t: sheetId, url: disguised.url });
    expect(refused.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: "The file's content does not match its type" },
    });
    expect(await stored(disguised.blobKey)).toBeNull();
  });

  it('keeps a sound file when only the form around it is refused, so the corrected form can record it', async () => {
    const receipt = await uploaded('receipt.pdf', 'application/pdf', PDF);
    const EXPENSE = `mutation($t: ID!, $url: String, $a: Float!) {
      timesheetExpenses(timeSheetId: $t, url: $url, amount: $a) { _id } }`;
    const negative = await call(t.as.employee, EXPENSE, { t: sheetId, url: receipt.url, a: -5 });
    expect(negative.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stored(receipt.blobKey)).not.toBeNull();
    expect(
      (await call(t.as.employee, EXPENSE, { t: sheetId, url: receipt.url, a: 5 })).error,
    ).toBeUndefined();
  });
});
