import type { schema } from '@tally/db';
import type { ProofKind, VaccineNoType } from '@tally/domain/vaccine/vaccine';

export type VaccineRecordRow = typeof schema.vaccineRecords.$inferSelect;

export type TestProofRow = typeof schema.vaccineTestProofs.$inferSelect;

/** One row of the vaccine tracker report (V-025): a user with their answer, latest test and latest project. */
export interface VaccineReportSqlRow {
  id: string;
  firstName: string;
  lastName: string;
  employeeType: string | null;
  lastActiveOn: string | null;
  emails: { address: string; verified: boolean }[];
  status: 'yes' | 'no' | null;
  noType: string | null;
  requestExceptionText: string | null;
  vaccineVersion: string | null;
  lastVaccinationDate: string | null;
  vaccineProofUrl: string | null;
  updatedAt: string | null;
  lastTestDate: string | null;
  lastTestProofUrl: string | null;
  project: string | null;
  client: string | null;
  clientShortName: string | null;
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

/** The module flag and the deadline of the vaccine tracker (super-admin configuration). */
export interface VaccineSettings {
  enabled: boolean;
  deadline: string;
}

/** A proof image the browser asks to upload. */
export interface VaccineUploadInput {
  kind: ProofKind;
  fileName: string;
  contentType: string | null;
  size: number;
}
