import { addDays } from '@tally/domain/shared/dates';
import type { DbOrTx } from '../client.ts';
import { vaccineRecords, vaccineTestProofs } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { demoEmails } from './demo-people.ts';
import type { Random } from './random.ts';
import type { PersonSeed } from './types.ts';

const vaccines = ['Moderna', 'Pfizer', 'Johnson & Johnson', 'AstraZeneca Vaxzevria'];

/** Small PNG images stored inline, so the demo's proofs show without blob storage. */
const CARD_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMklEQVR42u3OQQ0AAAgEoOsfySLWMIItnA82ApDqeSVCQkJCQkJCQkJCQkJCQkJCQpcWKMMG4v4NY9UAAAAASUVORK5CYII=';
const TEST_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMUlEQVR42u3OMQ0AAAgDsPlXNi+YwAXhaFIBTaevREhISEhISEhISEhISEhISEjo0gIZuOLTY/6gxwAAAABJRU5ErkJggg==';

/**
 * Vaccine declarations for the report: most vaccinated, some not (with test proofs, one of them overdue),
 * some without answer. The demo's employee@example.com has not answered yet, so the proofs screen starts
 * at the question.
 */
export async function insertVaccineRecords(
  db: DbOrTx,
  random: Random,
  people: readonly PersonSeed[],
  today: string,
): Promise<void> {
  const records: (typeof vaccineRecords.$inferInsert)[] = [];
  const proofs: (typeof vaccineTestProofs.$inferInsert)[] = [];
  let answeredNo = 0;
  people.forEach((person, index) => {
    const answer = index % 6;
    if (answer === 5 || person.email === demoEmails.employee) return;
    const vaccinated = answer < 3;
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
      vaccineProofUrl: vaccinated ? CARD_IMAGE : null,
      vaccineAuthorizeShare: vaccinated,
      vaccineAffirmAccurate: vaccinated,
      vaccineDiscloseStatus: vaccinated,
      testAuthorizeShare: !vaccinated,
      testAffirmAccurate: !vaccinated,
      testDiscloseStatus: !vaccinated,
    });
    if (vaccinated) return;
    // Every third person who answered No has no test yet ('No Test Submitted'); some are overdue.
    answeredNo += 1;
    if (answeredNo % 3 === 1) return;
    const latest = answeredNo % 2 === 0 ? 9 : 3;
    for (const daysAgo of [latest, latest + 7]) {
      const date = addDays(today, -daysAgo - random.int(0, 2));
      proofs.push({ userId: person.id, date, proofUrl: TEST_IMAGE });
    }
  });
  await bulkInsert(db, vaccineRecords, records);
  await bulkInsert(db, vaccineTestProofs, proofs);
}
