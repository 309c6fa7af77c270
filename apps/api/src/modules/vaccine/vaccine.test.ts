import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/harness.ts';
import { blobStorageOf } from '../../storage/index.ts';
import {
  call,
  setConfiguration,
  useTimesheetWorld,
  VACCINE_REPORTER,
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
  const t = useTimesheetWorld(database, ['employee', 'pm', 'hr', 'admin'] as const, {
    users: [VACCINE_REPORTER],
  });
  const today = () => isoToCompact(isoDateOf(t.app.clock.now()));

  beforeEach(async () => {
    await t.db.delete(schema.vaccineTestProofs);
    await t.db.delete(schema.vaccineRecords);
  });

  async function upload(who: TestBrowser, kind: string, body: Buffer, name = 'card.png'): Promise<Upload> {
    // Names carry the millisecond: move the clock so that two uploads never share one.
    t.app.clock.advance(1);
    const { data, error } = await call<Upload>(who, UPLOAD, { kind, n: name, s: body.length });
    expect(error).toBeUndefined();
    const headers = Object.fromEntries(data!.headers.map((h) => [h.name, h.value]));
    const put = await fetch(new URL(data!.uploadUrl, t.app.baseUrl), {
      method: 'PUT',
      headers,
      body: new Uint8Array(body),
    });
    expect(put.status).toBe(201);
    return data!;
  }

  it('answers an empty record with the default intention for a user who has not answered (V-001, V-014)', async () => {
    const { data, error } = await call(t.as.employee, PROOFS);
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      _id: t.world.ids.employee,
      status: null,
      noType: 'intendToVaccinated',
      updatedAt: null,
      vaccineDetails: { vaccineProof: null, authorizeShare: false },
      testDetails: { testProof: [] },
    });
  });

  it('names uploads {userId}_{timestamp}_VaccineCard and records the Yes form (V-009, V-012)', async () => {
    const card = await upload(t.as.employee, 'VaccineCard', PNG);
    expect(card.blobKey).toMatch(new RegExp(`^${t.world.ids.employee}_\\d{13}_VaccineCard\\.png$`));
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
    }>(t.as.employee, DETAILS, { input });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      status: 'yes',
      vaccineDetails: { vaccineVersion: 'Pfizer', lastVaccinationDate: today(), vaccineProofRef: card.url },
    });
    expect(data!.vaccineDetails.vaccineProof).toMatch(/^\/api\/blobs\/uploads\/.+\?expires=\d+&sig=/);
    const image = await fetch(new URL(data!.vaccineDetails.vaccineProof, t.app.baseUrl));
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // Saving again with the stored reference keeps the image; a new image replaces and deletes the old blob.
    const kept = await call(t.as.employee, DETAILS, { input: { ...input, vaccineVersion: 'Moderna' } });
    expect(kept.error).toBeUndefined();
    const second = await upload(t.as.employee, 'VaccineCard', JPEG, 'card.JPG');
    expect(second.blobKey).toMatch(/_VaccineCard\.jpg$/);
    await call(t.as.employee, DETAILS, { input: { ...input, vaccineProof: second.url } });
    const storage = blobStorageOf({ config: t.app.config, clock: t.app.clock.now });
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
    const card = await upload(t.as.employee, 'VaccineCard', PNG);
    const input = {
      vaccineVersion: 'Pfizer',
      lastVaccinationDate: today(),
      vaccineProof: card.url,
      ...CONSENTS,
      ...change,
    };
    const { error } = await call(t.as.employee, DETAILS, { input });
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((error?.extensions?.fields as Record<string, string>)[field]).toBe(message);
    expect(await t.db.select().from(schema.vaccineRecords)).toEqual([]);
  });

  it('refuses a future date, a foreign file, a non-image and a file over 20 MB (V-005, V-011)', async () => {
    const card = await upload(t.as.employee, 'VaccineCard', PNG);
    const input = {
      vaccineVersion: 'Pfizer',
      lastVaccinationDate: today(),
      vaccineProof: card.url,
      ...CONSENTS,
    };
    const future = isoToCompact(addDays(isoDateOf(t.app.clock.now()), 3));
    const late = await call(t.as.employee, DETAILS, { input: { ...input, lastVaccinationDate: future } });
    expect(late.error?.extensions?.fields).toEqual({
      lastVaccinationDate: 'The date cannot be in the future.',
    });

    const stolen = await call(t.as.pm, DETAILS, { input });
    expect(stolen.error?.message).toBe('This file was not uploaded by you.');
    const testAsCard = await upload(t.as.employee, 'COVID_Test', PNG);
    const wrongKind = await call(t.as.employee, DETAILS, {
      input: { ...input, vaccineProof: testAsCard.url },
    });
    expect(wrongKind.error?.message).toBe('This file was not uploaded by you.');
    const outside = await call(t.as.employee, DETAILS, {
      input: { ...input, vaccineProof: 'https://evil.example/x.png' },
    });
    expect(outside.error?.message).toBe('This file was not uploaded by you.');

    const byName = await call(t.as.employee, UPLOAD, { kind: 'VaccineCard', n: 'card.pdf', s: 10 });
    expect(byName.error?.message).toBe('You can only upload JPG/PNG files!');
    const byType = await call(t.as.employee, UPLOAD, {
      kind: 'VaccineCard',
      n: 'a.png',
      c: 'application/pdf',
      s: 10,
    });
    expect(byType.error?.message).toBe('You can only upload JPG/PNG files!');
    const tooBig = await call(t.as.employee, UPLOAD, {
      kind: 'VaccineCard',
      n: 'a.png',
      s: 20 * 1024 * 1024 + 1,
    });
    expect(tooBig.error?.message).toBe('Image must smaller than 20MB!');

    const fake = await upload(t.as.employee, 'VaccineCard', Buffer.from('%PDF-1.4 not an image'));
    const byContent = await call(t.as.employee, DETAILS, { input: { ...input, vaccineProof: fake.url } });
    expect(byContent.error?.message).toBe('You can only upload JPG/PNG files!');
    const storage = blobStorageOf({ config: t.app.config, clock: t.app.clock.now });
    expect(await storage.stat('uploads', fake.blobKey)).toBeNull();
    expect(await t.db.select().from(schema.vaccineRecords)).toEqual([]);
  });

  it('saves the No intention at once and keeps the exemption details (V-013..V-015)', async () => {
    const first = await call(t.as.employee, NO_TYPE, { type: 'reqestingException', text: 'Medical reasons' });
    expect(first.data).toEqual({
      status: 'no',
      noType: 'reqestingException',
      requestExceptionText: 'Medical reasons',
    });
    const second = await call(t.as.employee, NO_TYPE, { type: 'notIntendToVaccinated' });
    expect(second.data).toEqual({
      status: 'no',
      noType: 'notIntendToVaccinated',
      requestExceptionText: 'Medical reasons',
    });
    const bad = await call(t.as.employee, NO_TYPE, { type: 'maybe' });
    expect(bad.error?.extensions?.fields).toEqual({ type: 'Choose one of the options.' });
  });

  it('unlocks test proofs with the test consent, records, lists and deletes them (V-016..V-020)', async () => {
    const test = await upload(t.as.employee, 'COVID_Test', JPEG, 'result.jpeg');
    expect(test.blobKey).toMatch(new RegExp(`^${t.world.ids.employee}_\\d{13}_COVID_Test\\.jpg$`));
    const locked = await call(t.as.employee, TEST_PROOF, { url: test.url, date: today() });
    expect(locked.error?.message).toBe('Save the test consent before uploading proofs.');

    const missing = await call(t.as.employee, TEST_DETAILS, {
      input: { ...CONSENTS, discloseStatus: false },
    });
    expect(missing.error?.extensions?.fields).toEqual({ discloseStatus: 'Required' });
    const saved = await call(t.as.employee, TEST_DETAILS, { input: CONSENTS });
    expect(saved.data).toEqual({ status: 'no', noType: 'intendToVaccinated', testDetails: CONSENTS });

    const url = await call<string>(t.as.employee, TEST_PROOF, { url: test.url, date: today() });
    expect(url.error).toBeUndefined();
    expect(url.data).toMatch(/^\/api\/blobs\/uploads\//);
    const older = await upload(t.as.employee, 'COVID_Test', PNG);
    const lastWeek = isoToCompact(addDays(isoDateOf(t.app.clock.now()), -7));
    await call(t.as.employee, TEST_PROOF, { url: older.url, date: lastWeek });

    const future = isoToCompact(addDays(isoDateOf(t.app.clock.now()), 3));
    const late = await call(t.as.employee, TEST_PROOF, { url: older.url, date: future });
    expect(late.error?.extensions?.fields).toEqual({ date: 'The date cannot be in the future.' });
    const foreign = await call(t.as.pm, TEST_DETAILS, { input: CONSENTS });
    expect(foreign.error).toBeUndefined();
    const stolen = await call(t.as.pm, TEST_PROOF, { url: older.url, date: today() });
    expect(stolen.error?.message).toBe('This file was not uploaded by you.');

    const { data } = await call<{
      testDetails: { testProof: { date: string; proofUrl: string; updatedAt: string }[] };
    }>(t.as.employee, PROOFS);
    expect(data!.testDetails.testProof.map((proof) => proof.date)).toEqual([today(), lastWeek]);
    expect(data?.testDetails.testProof[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);

    const removed = await call(t.as.employee, DELETE, { date: today() });
    expect(removed.data).toEqual({ testDetails: { testProof: [{ date: lastWeek }] } });
    const storage = blobStorageOf({ config: t.app.config, clock: t.app.clock.now });
    expect(await storage.stat('uploads', test.blobKey)).toBeNull();
    const again = await call(t.as.employee, DELETE, { date: today() });
    expect(again.error?.extensions?.code).toBe('NOT_FOUND');
    // Nobody deletes another user's proof: pm's deleteProof only looks at pm's own record.
    expect((await call(t.as.pm, DELETE, { date: lastWeek })).error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('reports every active user in three groups to vaccine-report members (V-024..V-030)', async () => {
    const card = await upload(t.as.employee, 'VaccineCard', PNG);
    await call(t.as.employee, DETAILS, {
      input: { vaccineVersion: 'Moderna', lastVaccinationDate: today(), vaccineProof: card.url, ...CONSENTS },
    });
    await call(t.as.pm, NO_TYPE, { type: 'notIntendToVaccinated' });
    await call(t.as.pm, TEST_DETAILS, { input: CONSENTS });
    const test = await upload(t.as.pm, 'COVID_Test', PNG);
    await call(t.as.pm, TEST_PROOF, { url: test.url, date: today() });
    await setConfiguration(t.db, 'vaccine-deadline-date', '2023-03-01');

    type Row = { _id: string; vaccineStatus: string | null; vaccineData: Record<string, string | null> };
    const { data, error } = await call<Row[]>(t.as.hr, REPORT);
    await setConfiguration(t.db, 'vaccine-deadline-date', null);
    expect(error).toBeUndefined();
    const byId = new Map(data!.map((row) => [row._id, row]));
    expect(byId.get(t.world.ids.employee)).toMatchObject({
      vaccineStatus: 'yes',
      emails: [{ address: 'employee@example.com', verified: true }],
      vaccineData: { vaccineVersion: 'Moderna', lastVaccinationDate: today(), lastTestDate: null },
    });
    expect(byId.get(t.world.ids.employee)!.vaccineData.vaccineProof).toMatch(/^\/api\/blobs\/uploads\//);
    expect(byId.get(t.world.ids.pm)).toMatchObject({
      vaccineStatus: 'no',
      vaccineData: { statusText: 'Vaccination Not Intended Before March 1,2023', lastTestDate: today() },
    });
    expect(byId.get(t.world.ids.pm)!.vaccineData.testProof).toMatch(/^\/api\/blobs\/uploads\//);
    expect(byId.get(t.world.ids.admin)).toMatchObject({ vaccineStatus: null });

    // Inline images (the demo's) pass unchanged; any other stored value is not shown as a link.
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    await t.db.insert(schema.vaccineRecords).values([
      { userId: t.world.ids.admin, status: 'yes', vaccineVersion: 'Pfizer', vaccineProofUrl: inline },
      {
        userId: t.world.ids.finance,
        status: 'yes',
        vaccineVersion: 'Pfizer',
        vaccineProofUrl: 'javascript:alert(1)',
      },
    ]);
    const again = await call<Row[]>(t.as.hr, REPORT);
    const proofOf = (id: string) =>
      (again.data ?? []).find((row) => row._id === id)?.vaccineData.vaccineProof;
    expect(proofOf(t.world.ids.admin)).toBe(inline);
    expect(proofOf(t.world.ids.finance)).toBeNull();
  });

  it('refuses the report to callers outside vaccine-report and everything when the tracker is off', async () => {
    for (const who of [t.as.employee, t.as.pm, t.as.admin]) {
      expect((await call(who, REPORT)).error?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await fetch(new URL('/api/graphql', t.app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      body: JSON.stringify({ query: PROOFS }),
    });
    expect(
      ((await anonymous.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe('UNAUTHENTICATED');

    await setConfiguration(t.db, 'vaccine-tracker-enabled', 'false');
    try {
      expect((await call(t.as.employee, PROOFS)).error?.message).toBe('The vaccine tracker is turned off.');
      expect((await call(t.as.hr, REPORT)).error?.extensions?.code).toBe('FORBIDDEN');
      expect(
        (await call(t.as.employee, NO_TYPE, { type: 'reqestingException' })).error?.extensions?.code,
      ).toBe('FORBIDDEN');
      expect(await t.db.select().from(schema.vaccineRecords)).toEqual([]);
    } finally {
      await setConfiguration(t.db, 'vaccine-tracker-enabled', null);
    }
  });
});
