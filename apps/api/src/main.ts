import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@tally/db';
import pino from 'pino';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { scheduleExpiredAuthCleanup } from './jobs/expired-auth-cleanup.ts';
import { watchReminderSchedule } from './jobs/reminders.ts';
import { createMailer } from './mail/mailer.ts';
import { insertMissingConfigurationDefaults } from './modules/configurations/configurations.queries.ts';
import { scheduleMailOutbox } from './modules/notifications/mail-outbox.ts';
import { notificationsSettled } from './modules/notifications/notifications.service.ts';
import { scheduleWebhookDeliveries } from './modules/webhooks/webhook-sender.ts';
import { SHUTDOWN_TIMEOUT_MS, seedDemoIfEmpty, stopServing } from './startup.ts';

/** The build copies packages/db/migrations next to the bundle (dist/server.js); from source the db package finds its own. */
function bundledMigrations(): string | undefined {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  return existsSync(folder) ? folder : undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: bundledMigrations(),
  });
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  if (process.argv.includes('--seed-demo-if-empty')) {
    await seedDemoIfEmpty(database.db, config.demoPassword, logger);
  }
  const added = await insertMissingConfigurationDefaults(database.db);
  if (added > 0) logger.info({ added }, 'configuration defaults loaded');

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger,
  });
  const app = createApp({ config, db: database.db, mailer, logger });
  const cleanup = scheduleExpiredAuthCleanup(database.db, logger);
  // Mails written with their action (submits, decisions) and not sent yet: at start, then every minute.
  const outbox = scheduleMailOutbox({ db: database.db, config, mailer, logger });
  // Webhook deliveries not sent yet (retries, events written by jobs and triggers): at start, then every minute.
  const webhooks = scheduleWebhookDeliveries({ db: database.db, config, logger, clock: () => new Date() });
  const reminders = await watchReminderSchedule({
    db: database.db,
    databaseKind: database.kind,
    config,
    mailer,
    logger,
  });
  const server = createServer(app.handler);
  server.listen(config.port, () =>
    logger.info({ url: config.publicUrl, port: config.port }, 'Tally is listening'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    cleanup.stop();
    outbox.stop();
    webhooks.stop();
    reminders.stop();
    // Running requests finish (at most SHUTDOWN_TIMEOUT_MS) before the database goes away under them.
    await stopServing(server, app, { timeoutMs: SHUTDOWN_TIMEOUT_MS, logger });
    // Mails drained after an answer (submits, decisions) still need the database and the mailer.
    await Promise.race([notificationsSettled(), sleep(SHUTDOWN_TIMEOUT_MS)]);
    await app.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    stop(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
