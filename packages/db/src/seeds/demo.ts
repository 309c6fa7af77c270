import { hash } from '@node-rs/argon2';
import { addDays, isoDateOf } from '@tally/domain/shared/dates';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { TimesheetStatus } from '../schema/index.ts';
import { insertConfigurations } from './configurations.ts';
import { demoEmails, demoPeople } from './demo-people.ts';
import { demoProjectSpecs } from './demo-projects.ts';
import { insertProjectDocuments } from './documents.ts';
import { insertProjects } from './projects.ts';
import { Random } from './random.ts';
import { insertReportExamples } from './reports.ts';
import { insertTaxonomies, timeOffTypes } from './taxonomy.ts';
import { insertTimeOff } from './time-off.ts';
import { buildTimesheets, insertTimesheetRows, type WeekPlan } from './timesheets.ts';
import type { PersonSeed } from './types.ts';
import { insertPeople } from './users.ts';
import { insertVaccineRecords } from './vaccine.ts';

export const DEMO_NOT_EMPTY_MESSAGE =
  'The database is not empty: the demo company loads only into an empty database.';

export interface SeedDemoOptions {
  /** Password of every demo account. */
  password: string;
  /** The demo's "today" (YYYY-MM-DD); default the current UTC date. Timesheets run up to its week. */
  today?: string;
  seed?: number;
}

export interface SeedDemoSummary {
  accounts: string[];
  users: number;
  projects: number;
  templates: number;
  timesheets: number;
  entries: number;
  timesheetsByStatus: Record<TimesheetStatus, number>;
  timeOffTransactions: number;
}

const weekCount = 12;

/** Loads the demo company of DESIGN.md into an empty database; refuses when any user exists. */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoSummary> {
  const existing = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM users) AS found`);
  if (existing.rows[0]?.found) throw new Error(DEMO_NOT_EMPTY_MESSAGE);
  const passwordHash = await hash(options.password);
  const now = new Date();
  const today = options.today ?? isoDateOf(now);
  const random = new Random(options.seed ?? 20_240_101);
  const currentWeekEnd = toWeekEnd(today, 0);
  const weekEnds = Array.from({ length: weekCount }, (_, index) => addDays(currentWeekEnd, -7 * index));
  const people = demoPeople(random);
  return db.transaction(async (tx) => {
    await insertPeople(tx, people, { passwordHash, hiredOn: addDays(today, -730) });
    await insertTaxonomies(tx, random);
    // The vaccine report's quick filters name two of the demo's clients (V-031).
    await insertConfigurations(tx, { 'vaccine-report-client-filters': '["GLBX","FABE"]' });
    const specs = await demoProjectSpecs(tx, random, people, today);
    const seeded = await insertProjects(tx, random, specs);
    const plans = people.flatMap((person) =>
      person.tracksTime
        ? weekEnds.flatMap((weekEnd, age) => {
            const status = demoStatus(random, person, age);
            return status ? [{ person, weekEnd, status }] : [];
          })
        : [],
    );
    const rows = buildTimesheets(plans, {
      random,
      today,
      now: today === isoDateOf(now) ? now : new Date(`${today}T23:59:59.000Z`),
      ...seeded,
      userIdByEmail: new Map(people.map((person) => [person.email, person.id])),
    });
    await insertTimesheetRows(tx, rows);
    const timeOffTransactions = await insertTimeOff(tx, {
      people,
      yearStart: `${weekEnds.at(-1)!.slice(0, 4)}-01-01`,
      types: timeOffTypes,
      taken: rows.timeOffTaken,
    });
    await insertVaccineRecords(tx, random, people, today);
    const byEmail = (email: string) => people.find((person) => person.email === email)!.id;
    const clientProjectIds = seeded.projectIds.filter(
      (_, index) => specs[index]?.project.classification === 'Billable',
    );
    await insertProjectDocuments(tx, clientProjectIds, byEmail(demoEmails.pm));
    await insertReportExamples(tx, byEmail(demoEmails.finance));
    return {
      accounts: Object.values(demoEmails),
      users: people.length,
      projects: specs.filter((spec) => !spec.project.isTemplate).length,
      templates: specs.filter((spec) => spec.project.isTemplate).length,
      timesheets: rows.timesheets.length,
      entries: rows.entries.length,
      timesheetsByStatus: countByStatus(plans),
      timeOffTransactions,
    };
  });
}

/**
 * employee@example.com shows every status on its four latest weeks; the others submit like real people:
 * the current week open, last week mostly pending, older weeks mostly approved, a few declined, cancelled or missing.
 */
function demoStatus(random: Random, person: PersonSeed, age: number): TimesheetStatus | null {
  if (person.email === demoEmails.employee) {
    return (['Not Submitted', 'Submitted-Pending', 'Declined', 'Cancelled'] as const)[age] ?? 'Approved';
  }
  if (age === 0) return 'Not Submitted';
  if (random.chance(0.03)) return null;
  const roll = random.next();
  if (age === 1) return roll < 0.75 ? 'Submitted-Pending' : 'Not Submitted';
  if (age === 2) return roll < 0.3 ? 'Submitted-Pending' : roll < 0.4 ? 'Declined' : 'Approved';
  return roll < 0.05 ? 'Declined' : roll < 0.08 ? 'Cancelled' : roll < 0.1 ? 'Not Submitted' : 'Approved';
}

function countByStatus(plans: readonly WeekPlan[]): Record<TimesheetStatus, number> {
  const counts: Record<TimesheetStatus, number> = {
    'Not Submitted': 0,
    'Submitted-Pending': 0,
    Approved: 0,
    Declined: 0,
    Cancelled: 0,
  };
  for (const plan of plans) counts[plan.status] += 1;
  return counts;
}
