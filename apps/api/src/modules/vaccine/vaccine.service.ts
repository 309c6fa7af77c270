import type { DbOrTx } from '@tally/db';
import { addDays, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import {
  DEFAULT_NO_TYPE,
  noTypeStatus,
  VACCINE_TEXTS,
  type VaccineNoType,
  vaccineDeadline,
} from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../deps.ts';
import { apiError, badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { cachedConfiguration, listConfigurationRows } from '../super-admin/index.ts';
import { assertOwnProof, deleteProofBlob, readableProofUrl } from './vaccine.files.ts';
import {
  deleteTestProof,
  findVaccineRecord,
  listTestProofs,
  upsertTestProof,
  upsertVaccineRecord,
  type VaccineRecordRow,
  vaccineReportRows,
} from './vaccine.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

interface VaccineSettings {
  enabled: boolean;
  deadline: string;
}

function vaccineSettings(db: DbOrTx): Promise<VaccineSettings> {
  return cachedConfiguration(db, 'vaccine-settings', async () => {
    const values = toConfigurationValues(await listConfigurationRows(db));
    return {
      enabled: readBoolean(values, 'vaccine-tracker-enabled'),
      deadline: vaccineDeadline(readString(values, 'vaccine-deadline-date')),
    };
  });
}

/** Every vaccine field answers only while the module flag is on (V: routes exist only then). */
export async function assertTrackerOn(db: DbOrTx): Promise<VaccineSettings> {
  const settings = await vaccineSettings(db);
  if (!settings.enabled) throw apiError('FORBIDDEN', VACCINE_TEXTS.trackerOff);
  return settings;
}

export interface TestProofView {
  date: string;
  proofUrl: string | null;
  updatedAt: Date;
}

/** What the proofs screen shows of the viewer's own record (V-001); dates YYYYMMDD. */
export interface VaccineProofsView {
  userId: string;
  status: string | null;
  noType: VaccineNoType;
  requestExceptionText: string | null;
  updatedAt: Date | null;
  vaccineDetails: {
    vaccineVersion: string | null;
    lastVaccinationDate: string | null;
    vaccineProof: string | null;
    vaccineProofRef: string | null;
    authorizeShare: boolean;
    affirmAccurate: boolean;
    discloseStatus: boolean;
  };
  testDetails: {
    authorizeShare: boolean;
    affirmAccurate: boolean;
    discloseStatus: boolean;
    updatedAt: Date | null;
    testProof: TestProofView[];
  };
}

const testConsentSaved = (record: VaccineRecordRow | null) =>
  !!record && record.testAuthorizeShare && record.testAffirmAccurate && record.testDiscloseStatus;

/** userVaccineProofs (V-001): the viewer's record, proofs newest first, images through short-lived URLs. */
export async function getVaccineProofs(deps: Deps, userId: string): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  const [record, proofs] = await Promise.all([
    findVaccineRecord(deps.db, userId),
    listTestProofs(deps.db, userId),
  ]);
  return {
    userId,
    status: record?.status ?? null,
    noType: record?.noType ?? DEFAULT_NO_TYPE,
    requestExceptionText: record?.requestExceptionText ?? null,
    updatedAt: record?.updatedAt ?? null,
    vaccineDetails: {
      vaccineVersion: record?.vaccineVersion ?? null,
      lastVaccinationDate: record?.lastVaccinationDate ? isoToCompact(record.lastVaccinationDate) : null,
      vaccineProof: await readableProofUrl(deps, record?.vaccineProofUrl ?? null),
      vaccineProofRef: record?.vaccineProofUrl ?? null,
      authorizeShare: record?.vaccineAuthorizeShare ?? false,
      affirmAccurate: record?.vaccineAffirmAccurate ?? false,
      discloseStatus: record?.vaccineDiscloseStatus ?? false,
    },
    testDetails: {
      authorizeShare: record?.testAuthorizeShare ?? false,
      affirmAccurate: record?.testAffirmAccurate ?? false,
      discloseStatus: record?.testDiscloseStatus ?? false,
      updatedAt: record?.testUpdatedAt ?? null,
      testProof: await Promise.all(
        proofs.map(async (proof) => ({
          date: isoToCompact(proof.date),
          proofUrl: await readableProofUrl(deps, proof.proofUrl),
          updatedAt: proof.createdAt,
        })),
      ),
    },
  };
}

/** The last day a user may date a vaccination or test: today on the server, plus a day for zones ahead of UTC. */
function latestAllowedDay(deps: Deps): string {
  return addDays(isoDateOf(deps.clock()), 1);
}

export interface VaccineDetailsInput {
  vaccineVersion: string;
  /** YYYY-MM-DD. */
  lastVaccinationDate: string;
  vaccineProof: string;
  authorizeShare: true;
  affirmAccurate: true;
  discloseStatus: true;
}

/** updateVaccineDetails (V-009): answers Yes with every field of the form; the proof must be the user's own. */
export async function updateVaccineDetails(
  deps: Deps,
  userId: string,
  input: VaccineDetailsInput,
): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  if (input.lastVaccinationDate > latestAllowedDay(deps)) {
    throw badUserInput({ lastVaccinationDate: 'The date cannot be in the future.' });
  }
  const before = await findVaccineRecord(deps.db, userId);
  const previousProof = before?.vaccineProofUrl ?? null;
  // The stored reference (vaccineProofRef) comes back unchanged when the user keeps the image.
  const proofUrl = input.vaccineProof;
  if (proofUrl !== previousProof) await assertOwnProof(deps, userId, 'VaccineCard', 'vaccineProof', proofUrl);
  await upsertVaccineRecord(deps.db, userId, {
    status: 'yes',
    vaccineVersion: input.vaccineVersion,
    lastVaccinationDate: input.lastVaccinationDate,
    vaccineProofUrl: proofUrl,
    vaccineAuthorizeShare: true,
    vaccineAffirmAccurate: true,
    vaccineDiscloseStatus: true,
    updatedAt: deps.clock(),
  });
  if (proofUrl !== previousProof) await deleteProofBlob(deps, userId, 'VaccineCard', previousProof);
  return getVaccineProofs(deps, userId);
}

/** updateNoType (V-014, V-015): answers No with an intention; the exemption details are kept when given. */
export async function updateNoType(
  deps: Deps,
  userId: string,
  input: { type: VaccineNoType; exceptionText?: string | null },
): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  await upsertVaccineRecord(deps.db, userId, {
    status: 'no',
    noType: input.type,
    ...(input.exceptionText !== undefined ? { requestExceptionText: input.exceptionText || null } : {}),
    updatedAt: deps.clock(),
  });
  return getVaccineProofs(deps, userId);
}

/** updatetestDetails (V-016): the three test consents (all required), which unlock Upload Proofs. */
export async function updateTestDetails(deps: Deps, userId: string): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  const before = await findVaccineRecord(deps.db, userId);
  const now = deps.clock();
  await upsertVaccineRecord(deps.db, userId, {
    status: 'no',
    noType: before?.noType ?? DEFAULT_NO_TYPE,
    testAuthorizeShare: true,
    testAffirmAccurate: true,
    testDiscloseStatus: true,
    testUpdatedAt: now,
    updatedAt: now,
  });
  return getVaccineProofs(deps, userId);
}

/** testProofs (V-019): records a test proof of the given date (YYYY-MM-DD); answers its readable URL. */
export async function addTestProof(
  deps: Deps,
  userId: string,
  input: { documentUrl: string; date: string },
): Promise<string> {
  await assertTrackerOn(deps.db);
  if (input.date > latestAllowedDay(deps)) throw badUserInput({ date: 'The date cannot be in the future.' });
  const record = await findVaccineRecord(deps.db, userId);
  if (!testConsentSaved(record)) throw conflict('Save the test consent before uploading proofs.');
  await assertOwnProof(deps, userId, 'COVID_Test', 'documentUrl', input.documentUrl);
  const now = deps.clock();
  const { replaced } = await deps.db.transaction(async (tx) => {
    const result = await upsertTestProof(tx, userId, input.date, input.documentUrl, now);
    await upsertVaccineRecord(tx, userId, { updatedAt: now });
    return result;
  });
  await deleteProofBlob(deps, userId, 'COVID_Test', replaced);
  return (await readableProofUrl(deps, input.documentUrl))!;
}

/** deleteProof (V-020): removes the viewer's proof of that date (YYYY-MM-DD) and its image. */
export async function deleteProof(deps: Deps, userId: string, date: string): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  const removed = await deleteTestProof(deps.db, userId, date);
  if (!removed) throw notFound('Test proof');
  await deleteProofBlob(deps, userId, 'COVID_Test', removed.proofUrl);
  return getVaccineProofs(deps, userId);
}

export interface VaccineReportRecord {
  id: string;
  firstName: string;
  lastName: string;
  lastActiveOn: string | null;
  employeeType: string | null;
  vaccineStatus: string | null;
  emails: { address: string; verified: boolean }[];
  vaccineData: {
    statusText: string | null;
    noType: string | null;
    requestExceptionText: string | null;
    vaccineVersion: string | null;
    lastVaccinationDate: string | null;
    vaccineProof: string | null;
    updatedAt: string | null;
    lastTestDate: string | null;
    testProof: string | null;
    project: string | null;
    client: string | null;
    clientShortName: string | null;
  };
}

/** vaccineTrackerReport (V-025): every active user and their answer; statuses from the configured deadline. */
export async function vaccineTrackerReport(deps: Deps): Promise<VaccineReportRecord[]> {
  const { deadline } = await assertTrackerOn(deps.db);
  const rows = await vaccineReportRows(deps.db);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      lastActiveOn: row.lastActiveOn,
      employeeType: row.employeeType,
      vaccineStatus: row.status,
      emails: row.emails,
      vaccineData: {
        statusText:
          row.status === 'no'
            ? noTypeStatus((row.noType as VaccineNoType | null) ?? null, deadline)
            : row.status === 'yes'
              ? 'Fully Vaccinated'
              : null,
        noType: row.noType,
        requestExceptionText: row.requestExceptionText,
        vaccineVersion: row.vaccineVersion,
        lastVaccinationDate: row.lastVaccinationDate ? isoToCompact(row.lastVaccinationDate) : null,
        vaccineProof: await readableProofUrl(deps, row.vaccineProofUrl),
        updatedAt: row.updatedAt,
        lastTestDate: row.lastTestDate ? isoToCompact(row.lastTestDate) : null,
        testProof: await readableProofUrl(deps, row.lastTestProofUrl),
        project: row.project,
        client: row.client,
        clientShortName: row.clientShortName,
      },
    })),
  );
}
