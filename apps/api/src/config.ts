import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  SENTRY_DSN: optionalText,
  DEMO_PASSWORD: z.string().min(1).default('demo1234'),
  WEB_DIST_DIR: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  AZURE_STORAGE_CONNECTION_STRING: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ICS_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
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
  sentryDsn: string | undefined;
  demoPassword: string;
  webDistDir: string;
  /** Take the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Files go to Azure Blob when set; otherwise to DATA_DIR/blobs (storage/). */
  azureStorageConnectionString: string | undefined;
  /** Calendar import may fetch ICS feeds from loopback and private networks (off: SSRF guard). */
  icsAllowPrivateHosts: boolean;
}

export class ConfigError extends Error {}

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
    sentryDsn: vars.SENTRY_DSN,
    demoPassword: vars.DEMO_PASSWORD,
    webDistDir: vars.WEB_DIST_DIR ? resolve(vars.WEB_DIST_DIR) : defaultWebDist,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    azureStorageConnectionString: vars.AZURE_STORAGE_CONNECTION_STRING,
    icsAllowPrivateHosts: vars.ICS_ALLOW_PRIVATE_HOSTS,
  };
}
