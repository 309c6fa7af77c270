import type { DbOrTx } from '../client.ts';
import { timeOffTransactions } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { PersonSeed } from './types.ts';

/**
 * Time-off history: a yearly RESET and EARNED grant, a ROLLOVER for some, and TAKEN as negative hours
 * (ACCEPTANCE gap 37) for the approved time off of the seeded timesheets; the year before has its own grant
 * and a few days taken, so the balance screens' year selector shows a past year too.
 */
export async function insertTimeOff(
  db: DbOrTx,
  input: {
    people: readonly PersonSeed[];
    yearStart: string;
    types: readonly string[];
    taken: readonly { userId: string; timeOffType: string; date: string; hours: number }[];
  },
): Promise<number> {
  const rows: (typeof timeOffTransactions.$inferInsert)[] = [];
  input.people.forEach((person, index) => {
    if (!person.tracksTime) return;
    const lastYear = `${Number(input.yearStart.slice(0, 4)) - 1}${input.yearStart.slice(4)}`;
    for (const type of input.types) {
      const earned = type === 'PTO' ? 120 : 40;
      rows.push(transaction(person.id, type, lastYear, 'RESET', 0));
      rows.push(transaction(person.id, type, lastYear, 'EARNED', earned));
      // Deterministic past days off: PTO in the summer and before the holidays, a sick day for some.
      const taken: [string, number][] =
        type === 'PTO'
          ? [
              [
                `${lastYear.slice(0, 4)}-07-${String(7 + (index % 14)).padStart(2, '0')}`,
                8 * (1 + (index % 3)),
              ],
              [`${lastYear.slice(0, 4)}-12-${String(22 + (index % 3)).padStart(2, '0')}`, 8],
            ]
          : index % 2 === 0
            ? [[`${lastYear.slice(0, 4)}-03-${String(2 + (index % 20)).padStart(2, '0')}`, 4]]
            : [];
      for (const [date, hours] of taken) rows.push(transaction(person.id, type, date, 'TAKEN', -hours));
      rows.push(transaction(person.id, type, input.yearStart, 'RESET', 0));
      rows.push(transaction(person.id, type, input.yearStart, 'EARNED', earned));
      if (type === 'PTO' && index % 3 === 0)
        rows.push(transaction(person.id, type, input.yearStart, 'ROLLOVER', 16));
    }
  });
  for (const taken of input.taken) {
    rows.push(transaction(taken.userId, taken.timeOffType, taken.date, 'TAKEN', -taken.hours));
  }
  await bulkInsert(db, timeOffTransactions, rows);
  return rows.length;
}

function transaction(
  userId: string,
  timeOffType: string,
  date: string,
  transactionType: (typeof timeOffTransactions.$inferInsert)['transactionType'],
  hours: number,
): typeof timeOffTransactions.$inferInsert {
  return { userId, timeOffType, date, transactionType, hours: hours.toFixed(2) };
}
