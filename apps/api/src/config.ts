import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';
import { z } from 'zod';

/** The only reader of process.env: every variable of the server, validated once at boot. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SESSION_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(3).default('Tally <no-reply@localhost>'),
  OIDC_ISSUER: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_LABEL: z.string().trim().min(1).default('Sign in with Microsoft'),
  APP_ENV: z.enum(['local', 'stage', 'production']).default('production'),
  /** Unset: schema introspection answers outside production only. */
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false', '1', '0', '']).optional(),
  SENTRY_DSN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Unset: GET /metrics answers 404. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'At least 16 characters').optional()),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('tally'),
  DEMO_PASSWORD: z.string().min(1).default('demo1234'),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Unset: the reminders follow the reminder-email-cron configuration key. */
  REMINDER_CRON: optionalText.pipe(
    z.string().refine(isCronPattern, 'A cron expression: [second] minute hour day month weekday').optional(),
  ),
  /** At most 5 s: the drain (startup.ts DRAIN_TIMEOUT_MS, 7 s from the signal) includes it. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(5000, 'At most 5000').default(0),
  AZURE_STORAGE_CONNECTION_STRING: optionalText,
  S3_STORAGE_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Invalid bucket name')
      .optional(),
  ),
  S3_STORAGE_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_STORAGE_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_STORAGE_ACCESS_KEY_ID: optionalText,
  S3_STORAGE_SECRET_ACCESS_KEY: optionalText,
  S3_STORAGE_SESSION_TOKEN: optionalText,
  S3_STORAGE_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ICS_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  WEBHOOKS_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  NETSUITE_ACCOUNT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, _ and - only (e.g. 1234567 or 1234567_SB1)')
      .optional(),
  ),
  NETSUITE_CONSUMER_KEY: optionalText,
  NETSUITE_CONSUMER_SECRET: optionalText,
  NETSUITE_TOKEN_ID: optionalText,
  NETSUITE_TOKEN_SECRET: optionalText,
  NETSUITE_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  label: string;
}

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Signs short-lived cookies (single sign-on state); a random one per process when unset. */
  sessionSecret: string;
  /** Cookies get the Secure flag when the portal is served over https. */
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: OidcConfig | undefined;
  appEnv: 'local' | 'stage' | 'production';
  /** GraphQL schema introspection (__schema, __type) answers; off in production unless GRAPHQL_INTROSPECTION. */
  graphqlIntrospection: boolean;
  /** Server and browser error reports go to this Sentry DSN (observability/sentry.ts, the page's meta tag). */
  sentryDsn: string | undefined;
  /** The bearer token of GET /metrics; undefined: the route answers 404. */
  metricsToken: string | undefined;
  /** OTLP/HTTP collector base URL: traces go to {it}/v1/traces; undefined: no tracing. */
  otelEndpoint: string | undefined;
  otelServiceName: string;
  demoPassword: string;
  webDistDir: string;
  /** Take the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /**
   * On SIGTERM, how long the process keeps taking new requests (while /api/ready answers 503) before it closes
   * its listener: the time a load balancer's health check needs to take it out (0: close at once).
   */
  shutdownDelayMs: number;
  /**
   * REMINDER_CRON: the reminders' schedule on this process instead of the reminder-email-cron configuration key
   * (seconds allowed); undefined: the configured one. The on/off switch and the time zone stay configuration.
   */
  reminderCron: string | undefined;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Files go to Azure Blob when set; otherwise to DATA_DIR/blobs (storage/). */
  azureStorageConnectionString: string | undefined;
  /** Files go to an S3-compatible bucket when S3_STORAGE_BUCKET is set (storage/s3-storage.ts). */
  s3Storage: S3StorageConfig | undefined;
  /** Calendar import may fetch ICS feeds from loopback and private networks (off: SSRF guard). */
  icsAllowPrivateHosts: boolean;
  /** Webhooks may be registered for and POSTed to loopback and private networks (off: SSRF guard). */
  webhooksAllowPrivateHosts: boolean;
  /** The accounting system (NetSuite, token-based auth); undefined when NETSUITE_ACCOUNT_ID is unset (off). */
  netsuite: NetsuiteConfig | undefined;
}

/** NetSuite REST web services with token-based authentication (OAuth 1.0a, HMAC-SHA256). */
export interface NetsuiteConfig {
  /** The account id as NetSuite writes it in the OAuth realm: upper case, '_SB1' for a sandbox. */
  accountId: string;
  consumerKey: string;
  consumerSecret: string;
  tokenId: string;
  tokenSecret: string;
  /** https://{account id lower case, '_' as '-'}.suitetalk.api.netsuite.com unless NETSUITE_BASE_URL says. */
  baseUrl: string;
}

/** An S3-compatible object store (AWS S3, MinIO, R2...): one bucket, containers as key prefixes. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Origin of the service; unset: https://s3.{region}.amazonaws.com. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | undefined;
  /** {endpoint}/{bucket}/{key} instead of {bucket}.{endpoint host}/{key}. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** A pattern croner schedules: five fields, or six with the seconds first. */
function isCronPattern(value: string): boolean {
  try {
    new Cron(value, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  if (vars.OIDC_ISSUER && !vars.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid environment:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  const s3Storage = s3StorageOf(vars);
  const netsuite = netsuiteOf(vars);
  const publicUrl = vars.PUBLIC_URL.replace(/\/+$/, '');
  return {
    port: vars.PORT,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    publicUrl,
    sessionSecret: vars.SESSION_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
    secureCookies: publicUrl.startsWith('https:'),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    oidc: vars.OIDC_ISSUER
      ? {
          issuer: vars.OIDC_ISSUER,
          clientId: vars.OIDC_CLIENT_ID ?? '',
          clientSecret: vars.OIDC_CLIENT_SECRET,
          label: vars.OIDC_LABEL,
        }
      : undefined,
    appEnv: vars.APP_ENV,
    graphqlIntrospection:
      vars.GRAPHQL_INTROSPECTION === undefined || vars.GRAPHQL_INTROSPECTION === ''
        ? vars.APP_ENV !== 'production'
        : vars.GRAPHQL_INTROSPECTION === 'true' || vars.GRAPHQL_INTROSPECTION === '1',
    sentryDsn: vars.SENTRY_DSN,
    metricsToken: vars.METRICS_TOKEN,
    otelEndpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: vars.OTEL_SERVICE_NAME,
    demoPassword: vars.DEMO_PASSWORD,
    webDistDir: vars.WEB_DIST_DIR ? resolve(vars.WEB_DIST_DIR) : defaultWebDist,
    trustProxy: vars.TRUST_PROXY,
    shutdownDelayMs: vars.SHUTDOWN_DELAY_MS,
    reminderCron: vars.REMINDER_CRON,
    logLevel: vars.LOG_LEVEL,
    azureStorageConnectionString: vars.AZURE_STORAGE_CONNECTION_STRING,
    s3Storage,
    icsAllowPrivateHosts: vars.ICS_ALLOW_PRIVATE_HOSTS,
    webhooksAllowPrivateHosts: vars.WEBHOOKS_ALLOW_PRIVATE_HOSTS,
    netsuite,
  };
}

const NETSUITE_SECRETS = [
  'NETSUITE_CONSUMER_KEY',
  'NETSUITE_CONSUMER_SECRET',
  'NETSUITE_TOKEN_ID',
  'NETSUITE_TOKEN_SECRET',
] as const;

function netsuiteOf(vars: z.infer<typeof schema>): NetsuiteConfig | undefined {
  const account = vars.NETSUITE_ACCOUNT_ID;
  if (!account) return undefined;
  const missing = NETSUITE_SECRETS.filter((name) => !vars[name]);
  if (missing.length > 0) {
    const problems = missing.map((name) => `${name}: required when NETSUITE_ACCOUNT_ID is set`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const accountId = account.toUpperCase().replaceAll('-', '_');
  return {
    accountId,
    consumerKey: vars.NETSUITE_CONSUMER_KEY ?? '',
    consumerSecret: vars.NETSUITE_CONSUMER_SECRET ?? '',
    tokenId: vars.NETSUITE_TOKEN_ID ?? '',
    tokenSecret: vars.NETSUITE_TOKEN_SECRET ?? '',
    baseUrl: (
      vars.NETSUITE_BASE_URL ??
      `https://${accountId.toLowerCase().replaceAll('_', '-')}.suitetalk.api.netsuite.com`
    ).replace(/\/+$/, ''),
  };
}

function s3StorageOf(vars: z.infer<typeof schema>): S3StorageConfig | undefined {
  const bucket = vars.S3_STORAGE_BUCKET;
  if (!bucket) return undefined;
  const problems: string[] = [];
  if (vars.AZURE_STORAGE_CONNECTION_STRING) {
    problems.push(
      'S3_STORAGE_BUCKET: set either S3_STORAGE_BUCKET or AZURE_STORAGE_CONNECTION_STRING, not both',
    );
  }
  if (!vars.S3_STORAGE_ACCESS_KEY_ID) {
    problems.push('S3_STORAGE_ACCESS_KEY_ID: required when S3_STORAGE_BUCKET is set');
  }
  if (!vars.S3_STORAGE_SECRET_ACCESS_KEY) {
    problems.push('S3_STORAGE_SECRET_ACCESS_KEY: required when S3_STORAGE_BUCKET is set');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return {
    bucket,
    region: vars.S3_STORAGE_REGION,
    endpoint: vars.S3_STORAGE_ENDPOINT?.replace(/\/+$/, ''),
    accessKeyId: vars.S3_STORAGE_ACCESS_KEY_ID ?? '',
    secretAccessKey: vars.S3_STORAGE_SECRET_ACCESS_KEY ?? '',
    sessionToken: vars.S3_STORAGE_SESSION_TOKEN,
    forcePathStyle: vars.S3_STORAGE_FORCE_PATH_STYLE,
  };
}
