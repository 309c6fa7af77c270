import { addDays } from '@tally/domain/dates';
import type { DbOrTx } from '../client.ts';
import { vaccineRecords, vaccineTestProofs } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { Random } from './random.ts';
import type { PersonSeed } from './types.ts';

const vaccines = ['Moderna', 'Pfizer', 'Johnson & Johnson', 'AstraZeneca Vaxzevria'];

/** Vaccine declarations for the report: most vaccinated, some not (with test proofs), some without answer. */
export async function insertVaccineRecords(
  db: DbOrTx,
  random: Random,
  people: readonly PersonSeed[],
  today: string,
): Promise<void> {
  const records: (typeof vaccineRecords.$inferInsert)[] = [];
  const proofs: (typeof vaccineTestProofs.$inferInsert)[] = [];
  people.forEach((person, index) => {
    const answer = index % 6;
    if (answer === 5) return;
    const vaccinated = answer < 4;
    const noType = vaccinated
      ? null
      : random.pick(['intendToVaccinated', 'reqestingException', 'notIntendToVaccinated'] as const);
    // bulkInsert writes NULL for a missing key, so every row names every column.
    records.push({
      userId: person.id,
      status: vaccinated ? 'yes' : 'no',
      noType,
      requestExceptionText: noType === 'reqestingException' ? 'Medical exemption requested.' : null,
      vaccineVersion: vaccinated ? random.pick(vaccines) : null,
      lastVaccinationDate: vaccinated ? addDays(today, -random.int(60, 400)) : null,
      vaccineProofUrl: vaccinated ? `https://files.example.com/uploads/${person.id}_VaccineCard.png` : null,
      vaccineAuthorizeShare: vaccinated,
      vaccineAffirmAccurate: vaccinated,
      vaccineDiscloseStatus: vaccinated,
      testAuthorizeShare: !vaccinated,
      testAffirmAccurate: !vaccinated,
      testDiscloseStatus: !vaccinated,
    });
    if (vaccinated) return;
    for (const daysAgo of [3, 10]) {
      const date = addDays(today, -daysAgo - random.int(0, 3));
      proofs.push({
        userId: person.id,
        date,
        proofUrl: `https://files.example.com/uploads/${person.id}_COVID_Test.png`,
      });
    }
  });
  await bulkInsert(db, vaccineRecords, records);
  await bulkInsert(db, vaccineTestProofs, proofs);
}
