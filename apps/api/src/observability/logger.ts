import pino, { type DestinationStream, type Logger } from 'pino';
import { reportError } from './sentry.ts';

const ERROR_LEVEL = 50;

/**
 * The server's logger: pino, with every error-level entry that carries an error (`{ err }`: a failed request,
 * an unexpected GraphQL error, a failed job) also reported to Sentry when SENTRY_DSN is set.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    hooks: {
      logMethod(args, method, levelValue) {
        if (levelValue >= ERROR_LEVEL) {
          const [first, message] = args as unknown[];
          const err = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
          if (err instanceof Error) reportError(err, typeof message === 'string' ? { message } : undefined);
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
