import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.appEnv).toBe('production');
    expect(config.graphqlIntrospection).toBe(false);
    expect(config.demoPassword).toBe('demo1234');
    expect(config.oidc).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.sessionSecret.length).toBeGreaterThan(30);
    expect(config.shutdownDelayMs).toBe(0);
    expect(config.reminderCron).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/tally',
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_URL: 'https://tally.example.com/',
      SESSION_SECRET: 's3cret',
      SMTP_URL: 'smtp://localhost:2525',
      MAIL_FROM: 'Tally <tally@example.com>',
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_LABEL: 'Office 365',
      APP_ENV: 'stage',
      SENTRY_DSN: 'https://key@sentry.example.com/1',
      DEMO_PASSWORD: 'pw',
      WEB_DIST_DIR: '/srv/web',
      SHUTDOWN_DELAY_MS: '3000',
      REMINDER_CRON: ' */5 * * * * * ',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/tally',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://tally.example.com',
      secureCookies: true,
      sessionSecret: 's3cret',
      smtpUrl: 'smtp://localhost:2525',
      mailFrom: 'Tally <tally@example.com>',
      oidc: {
        issuer: 'https://login.example.com/tenant/v2.0',
        clientId: 'client',
        clientSecret: 'secret',
        label: 'Office 365',
      },
      appEnv: 'stage',
      demoPassword: 'pw',
      webDistDir: '/srv/web',
      shutdownDelayMs: 3000,
      reminderCron: '*/5 * * * * *',
    });
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', OIDC_ISSUER: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'dev' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '8000' })).toThrow(/SHUTDOWN_DELAY_MS: At most 5000/);
    expect(() => loadConfig({ REMINDER_CRON: 'every monday' })).toThrow(/REMINDER_CRON: A cron expression/);
  });

  it('reads the S3-compatible storage and names what is missing or conflicting', () => {
    expect(loadConfig({}).s3Storage).toBeUndefined();
    const keys = { S3_STORAGE_ACCESS_KEY_ID: 'AKIA', S3_STORAGE_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_STORAGE_BUCKET: 'tally-files', ...keys }).s3Storage).toEqual({
      bucket: 'tally-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      sessionToken: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      S3_STORAGE_BUCKET: 'tally',
      S3_STORAGE_REGION: 'eu-west-3',
      S3_STORAGE_ENDPOINT: 'http://minio.internal:9000/',
      S3_STORAGE_SESSION_TOKEN: 'token',
      S3_STORAGE_FORCE_PATH_STYLE: 'true',
      ...keys,
    }).s3Storage;
    expect(minio).toMatchObject({
      region: 'eu-west-3',
      endpoint: 'http://minio.internal:9000',
      sessionToken: 'token',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_STORAGE_BUCKET: 'tally' })).toThrow(
      /S3_STORAGE_ACCESS_KEY_ID: required[\s\S]*S3_STORAGE_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ S3_STORAGE_BUCKET: 'Bad_Bucket', ...keys })).toThrow(/S3_STORAGE_BUCKET/);
    expect(() => loadConfig({ S3_STORAGE_BUCKET: 'tally', S3_STORAGE_ENDPOINT: 'ftp://x', ...keys })).toThrow(
      /S3_STORAGE_ENDPOINT/,
    );
    expect(() =>
      loadConfig({ S3_STORAGE_BUCKET: 'tally', AZURE_STORAGE_CONNECTION_STRING: 'x', ...keys }),
    ).toThrow(/not both/);
  });

  it('reads the NetSuite connection (off without an account id; every secret required with one)', () => {
    expect(loadConfig({}).netsuite).toBeUndefined();
    const secrets = {
      NETSUITE_CONSUMER_KEY: 'ck',
      NETSUITE_CONSUMER_SECRET: 'cs',
      NETSUITE_TOKEN_ID: 'ti',
      NETSUITE_TOKEN_SECRET: 'ts',
    };
    expect(loadConfig({ NETSUITE_ACCOUNT_ID: '1234567-sb1', ...secrets }).netsuite).toEqual({
      accountId: '1234567_SB1',
      consumerKey: 'ck',
      consumerSecret: 'cs',
      tokenId: 'ti',
      tokenSecret: 'ts',
      baseUrl: 'https://1234567-sb1.suitetalk.api.netsuite.com',
    });
    const local = loadConfig({
      NETSUITE_ACCOUNT_ID: '42',
      NETSUITE_BASE_URL: 'http://127.0.0.1:9/',
      ...secrets,
    });
    expect(local.netsuite?.baseUrl).toBe('http://127.0.0.1:9');
    expect(() => loadConfig({ NETSUITE_ACCOUNT_ID: '42', NETSUITE_CONSUMER_KEY: 'ck' })).toThrow(
      /NETSUITE_CONSUMER_SECRET: required[\s\S]*NETSUITE_TOKEN_SECRET: required/,
    );
    expect(() => loadConfig({ NETSUITE_ACCOUNT_ID: '42 x', ...secrets })).toThrow(/NETSUITE_ACCOUNT_ID/);
  });
});
