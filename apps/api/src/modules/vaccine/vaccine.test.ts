import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import { blobStorageOf } from '../../storage/index.ts';
import {
  buildWorld,
  call,
  ignoreErrorsOfClosingConnections,
  setConfiguration,
  signInAll,
  type World,
} from '../timesheets/timesheets.fixtures.ts';

const PROOFS = `{ userVaccineProofs { _id status noType requestExceptionText updatedAt
  vaccineDetails { vaccineVersion lastVaccinationDate vaccineProof vaccineProofRef authorizeShare affirmAccurate discloseStatus }
  testDetails { authorizeShare affirmAccurate discloseStatus testProof { date proofUrl updatedAt } } } }`;
const UPLOAD = `mutation($kind: String!, $n: String!, $c: String, $s: Int!) {
  createVaccineUploadUrl(kind: $kind, fileName: $n, contentType: $c, size: $s) { uploadUrl blobKey url headers { name value } } }`;
const DETAILS = `mutation($input: VaccineDetailsInput!) { updateVaccineDetails(input: $input) {
  status vaccineDetails { vaccineVersion lastVaccinationDate vaccineProof vaccineProofRef } } }`;
const NO_TYPE = `mutation($type: String!, $text: String) { updateNoType(type: $type, exceptionText: $text) {
  status noType requestExceptionText } }`;
const TEST_DETAILS = `mutation($input: VaccineTestDetailsInput!) { updatetestDetails(input: $input) {
  status noType testDetails { authorizeShare affirmAccurate discloseStatus } } }`;
const TEST_PROOF = `mutation($url: String!, $date: String!) { testProofs(documentUrl: $url, date: $date) }`;
const DELETE = `mutation($date: String!) { deleteProof(date: $date) { testDetails { testProof { date } } } }`;
const REPORT = `{ vaccineTrackerReport { _id firstName lastName lastActiveOn employeeType vaccineStatus
  emails { address verified } vaccineData { statusText vaccineVersion lastVaccinationDate vaccineProof
  lastTestDate testProof project client } } }`;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const CONSENTS = { authorizeShare: true, affirmAccurate: true, discloseStatus: true };

interface Upload {
  uploadUrl: string;
  blobKey: string;
  url: string;
  headers: { name: string; value: string }[];
}

describe.each(testDatabases())('vaccine tracker on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<'employee' | 'pm' | 'hr' | 'admin', TestBrowser>;
  const today = () => isoToCompact(isoDateOf(app.clock.now()));

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    world = await buildWorld(db, app);
    await createUser(db, {
      email: 'hr@example.com',
      firstName: 'Hana',
      lastName: 'Report',
      groups: ['vaccine-report'],
    });
    as = await signInAll(app, ['employee', 'pm', 'hr', 'admin'] as const);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    await db.delete(schema.vaccineTestProofs);
    await db.delete(schema.vaccineRecords);
  });

  async function upload(who: TestBrowser, kind: string, body: Buffer, name = 'card.png'): Promise<Upload> {
    // Names carry the millisecond: move the clock so that two uploads never share one.
    app.clock.advance(1);
    const { data, error } = await call<Upload>(who, UPLOAD, { kind, n: name, s: body.length });
    expect(error).toBeUndefined();
    const headers = Object.fromEntries(data!.headers.map((h) => [h.name, h.value]));
    const put = await fetch(new URL(data!.uploadUrl, app.baseUrl), {
      method: 'PUT',
      headers,
      body: new Uint8Array(body),
    });
    expect(put.status).toBe(201);
    return data!;
  }

  it('answers an empty record with the default intention for a user who has not answered (V-001, V-014)', async () => {
    const { data, error } = await call(as.employee, PROOFS);
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      _id: world.ids.employee,
      status: null,
      noType: 'intendToVaccinated',
      updatedAt: null,
      vaccineDetails: { vaccineProof: null, authorizeShare: false },
      testDetails: { testProof: [] },
    });
  });

  it('names uploads {userId}_{timestamp}_VaccineCard and records the Yes form (V-009, V-012)', async () => {
    const card = await upload(as.employee, 'VaccineCard', PNG);
    expect(card.blobKey).toMatch(new RegExp(`^${world.ids.employee}_\\d{13}_VaccineCard\\.png$`));
    expect(card.url).toBe(`storage://uploads/${card.blobKey}`);
    const input = {
      vaccineVersion: 'Pfizer',
      lastVaccinationDate: today(),
      vaccineProof: card.url,
      ...CONSENTS,
    };
    const { data, error } = await call<{
      status: string;
      vaccineDetails: { vaccineProof: string; vaccineProofRef: string };
    }>(as.employee, DETAILS, { input });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      status: 'yes',
      vaccineDetails: { vaccineVersion: 'Pfizer', lastVaccinationDate: today(), vaccineProofRef: card.url },
    });
    expect(data!.vaccineDetails.vaccineProof).toMatch(/^\/api\/blobs\/uploads\/.+\?expires=\d+&sig=/);
    const image = await fetch(new URL(data!.vaccineDetails.vaccineProof, app.baseUrl));
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // Saving again with the stored reference keeps the image; a new image replaces and deletes the old blob.
    const kept = await call(as.employee, DETAILS, { input: { ...input, vaccineVersion: 'Moderna' } });
    expect(kept.error).toBeUndefined();
    const second = await upload(as.employee, 'VaccineCard', JPEG, 'card.JPG');
    expect(second.blobKey).toMatch(/_VaccineCard\.jpg$/);
    await call(as.employee, DETAILS, { input: { ...input, vaccineProof: second.url } });
    const storage = blobStorageOf({ config: app.config, clock: app.clock.now });
    expect(await storage.stat('uploads', card.blobKey)).toBeNull();
  });

  it.each([
    ['vaccineVersion', { vaccineVersion: null }, 'Required'],
    ['vaccineVersion', { vaccineVersion: 'Sputnik' }, 'Required'],
    ['lastVaccinationDate', { lastVaccinationDate: null }, 'Required'],
    ['vaccineProof', { vaccineProof: '' }, 'Required'],
    ['affirmAccurate', { affirmAccurate: false }, 'Required'],
    ['authorizeShare', { authorizeShare: null }, 'Required'],
    ['discloseStatus', { discloseStatus: false }, 'Required'],
  ])('refuses the Yes form without %s (V-008)', async (field, change, message) => {
    const card = await upload(as.employee, 'VaccineCard', PNG);
    const input = {
      vaccineVersion: 'Pfizer',
      lastVaccinationDate: today(),
      vaccineProof: card.url,
      ...CONSENTS,
      ...change,
    };
    const { error } = await call(as.employee, DETAILS, { input });
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((error?.extensions?.fields as Record<string, string>)[field]).toBe(message);
    expect(await db.select().from(schema.vaccineRecords)).toEqual([]);
  });

  it('refuses a future date, a foreign file, a non-image and a file over 20 MB (V-005, V-011)', async () => {
    const card = await upload(as.employee, 'VaccineCard', PNG);
    const input = {
      vaccineVersion: 'Pfizer',
      lastVaccinationDate: today(),
      vaccineProof: card.url,
      ...CONSENTS,
    };
    const future = isoToCompact(addDays(isoDateOf(app.clock.now()), 3));
    const late = await call(as.employee, DETAILS, { input: { ...input, lastVaccinationDate: future } });
    expect(late.error?.extensions?.fields).toEqual({
      lastVaccinationDate: 'The date cannot be in the future.',
    });

    const stolen = await call(as.pm, DETAILS, { input });
    expect(stolen.error?.message).toBe('This file was not uploaded by you.');
    const testAsCard = await upload(as.employee, 'COVID_Test', PNG);
    const wrongKind = await call(as.employee, DETAILS, { input: { ...input, vaccineProof: testAsCard.url } });
    expect(wrongKind.error?.message).toBe('This file was not uploaded by you.');
    const outside = await call(as.employee, DETAILS, {
      input: { ...input, vaccineProof: 'https://evil.example/x.png' },
    });
    expect(outside.error?.message).toBe('This file was not uploaded by you.');

    const byName = await call(as.employee, UPLOAD, { kind: 'VaccineCard', n: 'card.pdf', s: 10 });
    expect(byName.error?.message).toBe('You can only upload JPG/PNG files!');
    const byType = await call(as.employee, UPLOAD, {
      kind: 'VaccineCard',
      n: 'a.png',
      c: 'application/pdf',
      s: 10,
    });
    expect(byType.error?.message).toBe('You can only upload JPG/PNG files!');
    const tooBig = await call(as.employee, UPLOAD, {
      kind: 'VaccineCard',
      n: 'a.png',
      s: 20 * 1024 * 1024 + 1,
    });
    expect(tooBig.error?.message).toBe('Image must smaller than 20MB!');

    const fake = await upload(as.employee, 'VaccineCard', Buffer.from('%PDF-1.4 not an image'));
    const byContent = await call(as.employee, DETAILS, { input: { ...input, vaccineProof: fake.url } });
    expect(byContent.error?.message).toBe('You can only upload JPG/PNG files!');
    const storage = blobStorageOf({ config: app.config, clock: app.clock.now });
    expect(await storage.stat('uploads', fake.blobKey)).toBeNull();
    expect(await db.select().from(schema.vaccineRecords)).toEqual([]);
  });

  it('saves the No intention at once and keeps the exemption details (V-013..V-015)', async () => {
    const first = await call(as.employee, NO_TYPE, { type: 'reqestingException', text: 'Medical reasons' });
    expect(first.data).toEqual({
      status: 'no',
      noType: 'reqestingException',
      requestExceptionText: 'Medical reasons',
    });
    const second = await call(as.employee, NO_TYPE, { type: 'notIntendToVaccinated' });
    expect(second.data).toEqual({
      status: 'no',
      noType: 'notIntendToVaccinated',
      requestExceptionText: 'Medical reasons',
    });
    const bad = await call(as.employee, NO_TYPE, { type: 'maybe' });
    expect(bad.error?.extensions?.fields).toEqual({ type: 'Choose one of the options.' });
  });

  it('unlocks test proofs with the test consent, records, lists and deletes them (V-016..V-020)', async () => {
    const test = await upload(as.employee, 'COVID_Test', JPEG, 'result.jpeg');
    expect(test.blobKey).toMatch(new RegExp(`^${world.ids.employee}_\\d{13}_COVID_Test\\.jpg$`));
    const locked = await call(as.employee, TEST_PROOF, { url: test.url, date: today() });
    expect(locked.error?.message).toBe('Save the test consent before uploading proofs.');

    const missing = await call(as.employee, TEST_DETAILS, { input: { ...CONSENTS, discloseStatus: false } });
    expect(missing.error?.extensions?.fields).toEqual({ discloseStatus: 'Required' });
    const saved = await call(as.employee, TEST_DETAILS, { input: CONSENTS });
    expect(saved.data).toEqual({ status: 'no', noType: 'intendToVaccinated', testDetails: CONSENTS });

    const url = await call<string>(as.employee, TEST_PROOF, { url: test.url, date: today() });
    expect(url.error).toBeUndefined();
    expect(url.data).toMatch(/^\/api\/blobs\/uploads\//);
    const older = await upload(as.employee, 'COVID_Test', PNG);
    const lastWeek = isoToCompact(addDays(isoDateOf(app.clock.now()), -7));
    await call(as.employee, TEST_PROOF, { url: older.url, date: lastWeek });

    const future = isoToCompact(addDays(isoDateOf(app.clock.now()), 3));
    const late = await call(as.employee, TEST_PROOF, { url: older.url, date: future });
    expect(late.error?.extensions?.fields).toEqual({ date: 'The date cannot be in the future.' });
    const foreign = await call(as.pm, TEST_DETAILS, { input: CONSENTS });
    expect(foreign.error).toBeUndefined();
    const stolen = await call(as.pm, TEST_PROOF, { url: older.url, date: today() });
    expect(stolen.error?.message).toBe('This file was not uploaded by you.');

    const { data } = await call<{
      testDetails: { testProof: { date: string; proofUrl: string; updatedAt: string }[] };
    }>(as.employee, PROOFS);
    expect(data!.testDetails.testProof.map((proof) => proof.date)).toEqual([today(), lastWeek]);
    expect(data?.testDetails.testProof[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);

    const removed = await call(as.employee, DELETE, { date: today() });
    expect(removed.data).toEqual({ testDetails: { testProof: [{ date: lastWeek }] } });
    const storage = blobStorageOf({ config: app.config, clock: app.clock.now });
    expect(await storage.stat('uploads', test.blobKey)).toBeNull();
    const again = await call(as.employee, DELETE, { date: today() });
    expect(again.error?.extensions?.code).toBe('NOT_FOUND');
    // Nobody deletes another user's proof: pm's deleteProof only looks at pm's own record.
    expect((await call(as.pm, DELETE, { date: lastWeek })).error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('reports every active user in three groups to vaccine-report members (V-024..V-030)', async () => {
    const card = await upload(as.employee, 'VaccineCard', PNG);
    await call(as.employee, DETAILS, {
      input: { vaccineVersion: 'Moderna', lastVaccinationDate: today(), vaccineProof: card.url, ...CONSENTS },
    });
    await call(as.pm, NO_TYPE, { type: 'notIntendToVaccinated' });
    await call(as.pm, TEST_DETAILS, { input: CONSENTS });
    const test = await upload(as.pm, 'COVID_Test', PNG);
    await call(as.pm, TEST_PROOF, { url: test.url, date: today() });
    await setConfiguration(db, 'vaccine-deadline-date', '2023-03-01');

    type Row = { _id: string; vaccineStatus: string | null; vaccineData: Record<string, string | null> };
    const { data, error } = await call<Row[]>(as.hr, REPORT);
    await setConfiguration(db, 'vaccine-deadline-date', null);
    expect(error).toBeUndefined();
    const byId = new Map(data!.map((row) => [row._id, row]));
    expect(byId.get(world.ids.employee)).toMatchObject({
      vaccineStatus: 'yes',
      emails: [{ address: 'employee@example.com', verified: true }],
      vaccineData: { vaccineVersion: 'Moderna', lastVaccinationDate: today(), lastTestDate: null },
    });
    expect(byId.get(world.ids.employee)!.vaccineData.vaccineProof).toMatch(/^\/api\/blobs\/uploads\//);
    expect(byId.get(world.ids.pm)).toMatchObject({
      vaccineStatus: 'no',
      vaccineData: { statusText: 'Vaccination Not Intended Before March 1,2023', lastTestDate: today() },
    });
    expect(byId.get(world.ids.pm)!.vaccineData.testProof).toMatch(/^\/api\/blobs\/uploads\//);
    expect(byId.get(world.ids.admin)).toMatchObject({ vaccineStatus: null });

    // Inline images (the demo's) pass unchanged; any other stored value is not shown as a link.
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    await db.insert(schema.vaccineRecords).values([
      { userId: world.ids.admin, status: 'yes', vaccineVersion: 'Pfizer', vaccineProofUrl: inline },
      {
        userId: world.ids.finance,
        status: 'yes',
        vaccineVersion: 'Pfizer',
        vaccineProofUrl: 'javascript:alert(1)',
      },
    ]);
    const again = await call<Row[]>(as.hr, REPORT);
    const proofOf = (id: string) =>
      (again.data ?? []).find((row) => row._id === id)?.vaccineData.vaccineProof;
    expect(proofOf(world.ids.admin)).toBe(inline);
    expect(proofOf(world.ids.finance)).toBeNull();
  });

  it('refuses the report to callers outside vaccine-report and everything when the tracker is off', async () => {
    for (const who of [as.employee, as.pm, as.admin]) {
      expect((await call(who, REPORT)).error?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await fetch(new URL('/api/graphql', app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      body: JSON.stringify({ query: PROOFS }),
    });
    expect(
      ((await anonymous.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe('UNAUTHENTICATED');

    await setConfiguration(db, 'vaccine-tracker-enabled', 'false');
    try {
      expect((await call(as.employee, PROOFS)).error?.message).toBe('The vaccine tracker is turned off.');
      expect((await call(as.hr, REPORT)).error?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(as.employee, NO_TYPE, { type: 'reqestingException' })).error?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(await db.select().from(schema.vaccineRecords)).toEqual([]);
    } finally {
      await setConfiguration(db, 'vaccine-tracker-enabled', null);
    }
  });
});
