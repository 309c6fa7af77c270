import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { defaultMigrationsFolder } from '@tally/db';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { notificationsSettled } from './jobs/background-tasks.ts';
import { scheduleExpiredAuthCleanup } from './jobs/expired-auth-cleanup.ts';
import { watchReminderSchedule } from './jobs/reminders.ts';
import { createMailer } from './mail/mailer.ts';
import { scheduleWebhookDeliveries } from './modules/integrations/index.ts';
import { scheduleMailOutbox } from './modules/shared/notifications/index.ts';
import { scheduleAbandonedUploadsCleanup } from './modules/shared/uploads/index.ts';
import { createLogger } from './observability/logger.ts';
import { flushErrorReports, startSentry } from './observability/sentry.ts';
import { instrumentSql, startTracing, type Tracing } from './observability/tracing.ts';
import { DRAIN_TIMEOUT_MS, openServingDatabase, SHUTDOWN_TIMEOUT_MS, stopServing } from './startup.ts';

/** The build copies packages/db/migrations next to the bundle (dist/server.js); from source the db package finds its own. */
function bundledMigrations(): string | undefined {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  return existsSync(folder) ? folder : undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.sentryDsn) await startSentry({ dsn: config.sentryDsn, environment: config.appEnv });
  const logger = createLogger(config.logLevel);
  const tracing: Tracing | undefined = config.otelEndpoint
    ? await startTracing({ endpoint: config.otelEndpoint, serviceName: config.otelServiceName })
    : undefined;
  const migrationsFolder = bundledMigrations() ?? defaultMigrationsFolder;
  // PGlite runs without PostgreSQL's background checkpointer: it is checkpointed before the server listens and
  // after writes, so that reopening after a crash replays little write-ahead log (jobs/pglite-checkpoints.ts).
  const { database, checkpoints } = await openServingDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder,
    logger,
    seedDemoPassword: process.argv.includes('--seed-demo-if-empty') ? config.demoPassword : undefined,
    onOpen: tracing ? instrumentSql : undefined,
  });

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger,
  });
  const app = createApp({ config, db: database.db, mailer, logger, migrationsFolder });
  const cleanup = scheduleExpiredAuthCleanup(database.db, logger);
  // Blobs uploaded through a signed URL and never recorded: deleted a day after the URL expired.
  const abandonedUploads = scheduleAbandonedUploadsCleanup({
    config,
    db: database.db,
    logger,
    clock: () => new Date(),
  });
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
    const deadline = Date.now() + SHUTDOWN_TIMEOUT_MS;
    // Whatever hangs, the process is gone within SHUTDOWN_TIMEOUT_MS of the signal.
    setTimeout(() => {
      logger.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS - 250).unref();
    logger.info({ signal }, 'shutting down');
    app.readiness.stopping();
    cleanup.stop();
    abandonedUploads.stop();
    outbox.stop();
    webhooks.stop();
    reminders.stop();
    checkpoints?.stop();
    // New requests still answered for SHUTDOWN_DELAY_MS (the balancer sees /api/ready 503 meanwhile); running
    // requests (export streams included) finish, at most DRAIN_TIMEOUT_MS after the signal, before the database
    // goes away under them; a stream still running then is cut (its chunked body ends without its last chunk).
    await stopServing(server, app, { timeoutMs: DRAIN_TIMEOUT_MS, delayMs: config.shutdownDelayMs, logger });
    // Handlers of cut responses close their database cursors.
    await app.drain(Math.max(0, deadline - Date.now() - 1500));
    // Mails drained after an answer (submits, decisions) still need the database and the mailer.
    await Promise.race([notificationsSettled(), sleep(Math.max(0, deadline - Date.now() - 1000))]);
    await app.close();
    await Promise.all([tracing?.shutdown(), flushErrorReports(500)]).catch(() => undefined);
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
