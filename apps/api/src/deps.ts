import type { Db } from '@tally/db';
import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Mailer } from './mail/mailer.ts';

/** What the use cases need from the outside world; tests pass their own clock. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock: () => Date;
}
