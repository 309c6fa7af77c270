import { type DbOrTx, schema } from '@tally/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TestProofRow, VaccineRecordRow, VaccineReportSqlRow } from './records.ts';

const { vaccineRecords, vaccineTestProofs } = schema;

export async function findVaccineRecord(db: DbOrTx, userId: string): Promise<VaccineRecordRow | null> {
  const [row] = await db.select().from(vaccineRecords).where(eq(vaccineRecords.userId, userId));
  return row ?? null;
}

/** A user's test proofs, newest test first (the Upload Proofs card lists months newest first, V-018). */
export function listTestProofs(db: DbOrTx, userId: string): Promise<TestProofRow[]> {
  return db
    .select()
    .from(vaccineTestProofs)
    .where(eq(vaccineTestProofs.userId, userId))
    .orderBy(desc(vaccineTestProofs.date));
}

/** Inserts or changes the user's record in one statement (a first answer creates it). */
export async function upsertVaccineRecord(
  db: DbOrTx,
  userId: string,
  values: Partial<Omit<VaccineRecordRow, 'userId' | 'createdAt'>> & { updatedAt: Date },
): Promise<VaccineRecordRow> {
  const [row] = await db
    .insert(vaccineRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: vaccineRecords.userId, set: values })
    .returning();
  return row!;
}

/** Records a test proof; a second proof for the same date replaces the first. Answers the replaced URL. */
export async function upsertTestProof(
  db: DbOrTx,
  userId: string,
  date: string,
  proofUrl: string,
  now: Date,
): Promise<{ replaced: string | null }> {
  const [previous] = await db
    .select({ proofUrl: vaccineTestProofs.proofUrl })
    .from(vaccineTestProofs)
    .where(and(eq(vaccineTestProofs.userId, userId), eq(vaccineTestProofs.date, date)));
  await db
    .insert(vaccineTestProofs)
    .values({ userId, date, proofUrl, createdAt: now })
    .onConflictDoUpdate({
      target: [vaccineTestProofs.userId, vaccineTestProofs.date],
      set: { proofUrl, createdAt: now },
    });
  return { replaced: previous && previous.proofUrl !== proofUrl ? previous.proofUrl : null };
}

export async function deleteTestProof(
  db: DbOrTx,
  userId: string,
  date: string,
): Promise<TestProofRow | null> {
  const [row] = await db
    .delete(vaccineTestProofs)
    .where(and(eq(vaccineTestProofs.userId, userId), eq(vaccineTestProofs.date, date)))
    .returning();
  return row ?? null;
}

type Raw = {
  id: string;
  first_name: string;
  last_name: string;
  employee_type: string | null;
  last_active_on: string | null;
  emails: string;
  status: 'yes' | 'no' | null;
  no_type: string | null;
  request_exception_text: string | null;
  vaccine_version: string | null;
  last_vaccination_date: string | null;
  vaccine_proof_url: string | null;
  updated_at: string | null;
  last_test_date: string | null;
  last_test_proof_url: string | null;
  project: string | null;
  client: string | null;
  client_short_name: string | null;
};

const ISO_TIMESTAMP = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Every active user with their vaccine answer (V-025) in one statement: the latest test proof through the
 * (user_id, date) unique index, and for those who answered No the project and client of their latest day
 * entry through timesheet_entries_user_id_date_idx.
 */
export async function vaccineReportRows(db: DbOrTx): Promise<VaccineReportSqlRow[]> {
  const result = await db.execute<Raw>(sql`
    SELECT u.id, u.first_name, u.last_name, u.employee_type,
      to_char(u.last_active_on AT TIME ZONE 'UTC', ${sql.raw(ISO_TIMESTAMP)}) AS last_active_on,
      (SELECT coalesce(json_agg(json_build_object('address', ue.address, 'verified', ue.verified)
          ORDER BY ue.created_at, ue.address), '[]'::json)::text
        FROM user_emails ue WHERE ue.user_id = u.id) AS emails,
      r.status, r.no_type, r.request_exception_text, r.vaccine_version,
      r.last_vaccination_date::text AS last_vaccination_date, r.vaccine_proof_url,
      to_char(r.updated_at AT TIME ZONE 'UTC', ${sql.raw(ISO_TIMESTAMP)}) AS updated_at,
      t.date::text AS last_test_date, t.proof_url AS last_test_proof_url,
      w.project, w.client, w.client_short_name
    FROM users u
    LEFT JOIN vaccine_records r ON r.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT p.date, p.proof_url FROM vaccine_test_proofs p
      WHERE p.user_id = u.id ORDER BY p.date DESC LIMIT 1
    ) t ON true
    LEFT JOIN LATERAL (
      SELECT pr.name AS project, c.name AS client, c.short_name AS client_short_name
      FROM timesheet_entries e
      JOIN projects pr ON pr.id = e.project_id
      LEFT JOIN clients c ON c.id = pr.client_id
      WHERE r.status = 'no' AND e.user_id = u.id
      ORDER BY e.date DESC, e.id DESC LIMIT 1
    ) w ON true
    WHERE u.account_active
    ORDER BY u.first_name, u.last_name, u.id`);
  return result.rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    employeeType: row.employee_type,
    lastActiveOn: row.last_active_on,
    emails: JSON.parse(row.emails) as VaccineReportSqlRow['emails'],
    status: row.status,
    noType: row.no_type,
    requestExceptionText: row.request_exception_text,
    vaccineVersion: row.vaccine_version,
    lastVaccinationDate: row.last_vaccination_date,
    vaccineProofUrl: row.vaccine_proof_url,
    updatedAt: row.updated_at,
    lastTestDate: row.last_test_date,
    lastTestProofUrl: row.last_test_proof_url,
    project: row.project,
    client: row.client,
    clientShortName: row.client_short_name,
  }));
}
