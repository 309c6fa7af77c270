import { freshPostgresDatabase, signIn, startBuiltPortal } from './portal.ts';

const adminUrl = 'postgres://postgres@127.0.0.1:5432/test';
const database = await freshPostgresDatabase(adminUrl);
const portal = await startBuiltPortal({ DATABASE_URL: database.url }, ['--seed-demo-if-empty']);
const cookie = await signIn(portal.baseUrl, process.env.EMAIL ?? 'employee@example.com', 'demo1234');
console.log(JSON.stringify({ url: portal.baseUrl, cookie, pid: portal.pid, db: database.url }));
process.on('SIGINT', async () => {
  await portal.stop();
  await database.drop();
  process.exit(0);
});
setInterval(() => {}, 1e6);
