import { hash } from '@node-rs/argon2';
import { addDays, isoDateOf } from '@tally/domain/shared/dates';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { TimesheetStatus } from '../schema/index.ts';
import { insertConfigurations } from './configurations.ts';
import { insertProjects } from './projects.ts';
import { Random } from './random.ts';
import { deferBudgetUsedFlags, deferIndexes } from './scale-indexes.ts';
import { scalePeople } from './scale-people.ts';
import { scaleProjectSpecs } from './scale-projects.ts';
import { buildScaleTimesheets } from './scale-timesheets.ts';
import { insertTaxonomies } from './taxonomy.ts';
import { insertTimeOff } from './time-off.ts';
import type { TimesheetRows } from './timesheets.ts';
import { insertPeople } from './users.ts';
import { weekWriter } from './week-writer.ts';

export const SCALE_NOT_EMPTY_MESSAGE =
  'The database is not empty: the scale data loads only into an empty database.';

export interface ScaleProgress {
  phase: 'people' | 'projects' | 'timesheets' | 'indexes' | 'done';
  /** Weeks written so far, out of `total`. */
  done: number;
  total: number;
  entries: number;
}

export interface SeedScaleOptions {
  users: number;
  weeks: number;
  seed: number;
  /** Password of every account; default 'demo1234'. */
  password?: string;
  /** Default the current UTC date; the latest week is the one containing it. */
  today?: string;
  onProgress?: (progress: ScaleProgress) => void;
  /**
   * false skips PostgreSQL's per-row foreign-key checks while writing timesheets (session_replication_role
   * = replica, superusers only; otherwise ignored): they take half the load time, and the generator
   * references only rows it has written. Default true.
   */
  checkReferences?: boolean;
}

export interface SeedScaleSummary {
  users: number;
  projects: number;
  timesheets: number;
  entries: number;
}

/**
 * Generates a realistic company of `users` people with `weeks` weeks of timesheets, week by week (about 24
 * day entries a sheet: 1,000 users × 104 weeks is about 2.5 million).
 */
export async function seedScale(db: Db, options: SeedScaleOptions): Promise<SeedScaleSummary> {
  const existing = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM users) AS found`);
  if (existing.rows[0]?.found) throw new Error(SCALE_NOT_EMPTY_MESSAGE);
  const report = options.onProgress ?? (() => {});
  const now = new Date();
  const today = options.today ?? isoDateOf(now);
  const random = new Random(options.seed);
  const passwordHash = await hash(options.password ?? 'demo1234');
  const people = scalePeople(random, Math.max(1, options.users));
  const weekEnds = Array.from({ length: options.weeks }, (_, age) =>
    addDays(toWeekEnd(today, 0), -7 * age),
  ).reverse();
  report({ phase: 'people', done: 0, total: weekEnds.length, entries: 0 });
  const seeded = await db.transaction(async (tx) => {
    await insertPeople(tx, people, { passwordHash, hiredOn: weekEnds[0] ?? today });
    await insertTaxonomies(tx, random);
    await insertConfigurations(tx);
    report({ phase: 'projects', done: 0, total: weekEnds.length, entries: 0 });
    const specs = await scaleProjectSpecs(tx, random, people, today);
    return { ...(await insertProjects(tx, random, specs)), projects: specs.length };
  });
  const context = {
    random,
    today,
    now: today === isoDateOf(now) ? now : new Date(`${today}T23:59:59.000Z`),
    ...seeded,
    userIdByEmail: new Map(people.map((person) => [person.email, person.id])),
  };
  const timeOffTaken: TimesheetRows['timeOffTaken'] = [];
  let timesheets = 0;
  let entries = 0;
  const trusted = options.checkReferences === false && (await isSuperuser(db));
  let written = 0;
  const writer = weekWriter(db, trusted, (rows) => {
    entries += rows.entries.length;
    written += 1;
    report({ phase: 'timesheets', done: written, total: weekEnds.length, entries });
  });
  // The trusted load also builds the day entries' and lines' secondary indexes once at the end (even after a
  // failure, so the schema stays whole).
  const restoreIndexes = trusted
    ? await deferIndexes(db, ['timesheet_entries', 'timesheet_line_items'])
    : async () => {};
  const restoreBudgetUsedFlags = trusted ? await deferBudgetUsedFlags(db) : async () => {};
  try {
    // Statuses draw from their own generator, so what waits for whom stays put when the week shape changes.
    const statusRandom = new Random(options.seed);
    for (const [index, weekEnd] of weekEnds.entries()) {
      const age = weekEnds.length - 1 - index;
      const plans = people.flatMap((person) => {
        const status = person.tracksTime ? scaleStatus(statusRandom, age) : null;
        return status ? [{ person, weekEnd, status }] : [];
      });
      const rows = buildScaleTimesheets(plans, context);
      timeOffTaken.push(...rows.timeOffTaken);
      timesheets += rows.timesheets.length;
      await writer.write(rows);
    }
    await writer.flush();
  } finally {
    await writer.flush().catch(() => {});
    if (trusted) report({ phase: 'indexes', done: weekEnds.length, total: weekEnds.length, entries });
    await restoreIndexes();
    await restoreBudgetUsedFlags();
  }
  await insertTimeOff(db, {
    people,
    yearStart: `${(weekEnds[0] ?? today).slice(0, 4)}-01-01`,
    types: ['PTO'],
    taken: timeOffTaken,
  });
  // These machines' PostgreSQL runs without autovacuum: without statistics the planner guessed 61 rows for
  // 104,013 and a month's snapshot took 20 s.
  await db.execute(sql`ANALYZE`);
  report({ phase: 'done', done: weekEnds.length, total: weekEnds.length, entries });
  return { users: people.length, projects: seeded.projects, timesheets, entries };
}

/** The current week open, last week mostly pending, older weeks mostly approved; about 2 % missing. */
function scaleStatus(random: Random, age: number): TimesheetStatus | null {
  if (random.chance(0.02)) return null;
  const roll = random.next();
  if (age === 0) return 'Not Submitted';
  if (age === 1) return roll < 0.7 ? 'Submitted-Pending' : 'Not Submitted';
  return roll < 0.04
    ? 'Declined'
    : roll < 0.06
      ? 'Cancelled'
      : roll < 0.08
        ? 'Submitted-Pending'
        : 'Approved';
}

async function isSuperuser(db: Db): Promise<boolean> {
  const result = await db.execute<{ super: boolean }>(
    sql`SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`,
  );
  return result.rows[0]?.super === true;
}
