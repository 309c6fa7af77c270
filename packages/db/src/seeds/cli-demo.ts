import { createDatabase } from '../client.ts';
import { seedDemo } from './demo.ts';

// npm run seed:demo — loads the demo company into the database of DATABASE_URL, or the embedded one in DATA_DIR.
const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
});
try {
  const password = process.env.DEMO_PASSWORD || 'demo1234';
  const summary = await seedDemo(database.db, { password });
  const statuses = Object.entries(summary.timesheetsByStatus)
    .map(([status, count]) => `${status} ${count}`)
    .join(', ');
  console.log(`Loaded the demo company into the ${database.kind} database:`);
  console.log(
    `  ${summary.users} users, ${summary.projects} projects (+${summary.templates} template), ${summary.timesheets} timesheets (${statuses}),`,
  );
  console.log(`  ${summary.entries} day entries, ${summary.timeOffTransactions} time-off transactions.`);
  console.log(
    `Sign in as ${summary.accounts.join(', ')} with the password from DEMO_PASSWORD (default demo1234).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
