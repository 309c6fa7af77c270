import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, id, sqlList, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const vaccineStatuses = ['yes', 'no'] as const;
export type VaccineStatus = (typeof vaccineStatuses)[number];
// Spelling of 'reqestingException' is the spec's contract.
export const vaccineNoTypes = ['intendToVaccinated', 'reqestingException', 'notIntendToVaccinated'] as const;
export type VaccineNoType = (typeof vaccineNoTypes)[number];

/** One user's vaccination declaration, with the consents of the vaccine form and of the test form. */
export const vaccineRecords = pgTable(
  'vaccine_records',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<VaccineStatus>(),
    noType: text('no_type').$type<VaccineNoType>(),
    requestExceptionText: text('request_exception_text'),
    vaccineVersion: text('vaccine_version'),
    lastVaccinationDate: day('last_vaccination_date'),
    vaccineProofUrl: text('vaccine_proof_url'),
    vaccineAuthorizeShare: boolean('vaccine_authorize_share').notNull().default(false),
    vaccineAffirmAccurate: boolean('vaccine_affirm_accurate').notNull().default(false),
    vaccineDiscloseStatus: boolean('vaccine_disclose_status').notNull().default(false),
    testAuthorizeShare: boolean('test_authorize_share').notNull().default(false),
    testAffirmAccurate: boolean('test_affirm_accurate').notNull().default(false),
    testDiscloseStatus: boolean('test_disclose_status').notNull().default(false),
    testUpdatedAt: timestamp('test_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'vaccine_records_status_check',
      sql`${t.status} IS NULL OR ${t.status} IN ${sqlList(vaccineStatuses)}`,
    ),
    check(
      'vaccine_records_no_type_check',
      sql`${t.noType} IS NULL OR ${t.noType} IN ${sqlList(vaccineNoTypes)}`,
    ),
  ],
);

export const vaccineTestProofs = pgTable(
  'vaccine_test_proofs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    proofUrl: text('proof_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vaccine_test_proofs_user_id_date_key').on(t.userId, t.date)],
);
