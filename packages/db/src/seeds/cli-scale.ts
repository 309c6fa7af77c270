import { parseArgs } from 'node:util';
import { createDatabase } from '../client.ts';
import { type ScaleProgress, seedScale } from './scale.ts';

// npm run seed:scale -- --users 1000 --weeks 52 --seed 1   (PostgreSQL from DATABASE_URL, else DATA_DIR's PGlite)
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    weeks: { type: 'string', default: '52' },
    seed: { type: 'string', default: '1' },
  },
});
const users = positiveInteger('users', values.users);
const weeks = positiveInteger('weeks', values.weeks);
const seed = positiveInteger('seed', values.seed);

const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
});
const started = performance.now();
try {
  const summary = await seedScale(database.db, {
    users,
    weeks,
    seed,
    password: process.env.DEMO_PASSWORD || undefined,
    onProgress: drawProgress,
    checkReferences: false,
  });
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write('\n');
  console.log(
    `Loaded ${summary.users} users, ${summary.projects} projects, ${summary.timesheets} timesheets and ` +
      `${summary.entries} day entries into the ${database.kind} database in ${seconds.toFixed(1)} s ` +
      `(${Math.round(summary.entries / seconds)} entries/s).`,
  );
} catch (error) {
  process.stderr.write('\n');
  console.error(describeFailure(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

/**
 * The database's own reason first: a failed batch insert's message (Drizzle's 'Failed query' with every
 * parameter) runs to megabytes, so it is cut to its first line.
 */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `${error.cause.message}\n` : '';
  const first = error.message.split('\n')[0] ?? '';
  return `${cause}${first.length > 300 ? `${first.slice(0, 300)}…` : first}`;
}

function drawProgress(progress: ScaleProgress): void {
  const width = 30;
  const filled = progress.total === 0 ? width : Math.round((progress.done / progress.total) * width);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
  process.stderr.write(
    `\r[${bar}] ${progress.phase.padEnd(10)} week ${progress.done}/${progress.total}, ${progress.entries} entries`,
  );
}

function positiveInteger(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    console.error(`--${name} must be a positive whole number, got '${value}'.`);
    process.exit(2);
  }
  return parsed;
}
