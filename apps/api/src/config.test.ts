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
    expect(config.demoPassword).toBe('demo1234');
    expect(config.oidc).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.sessionSecret.length).toBeGreaterThan(30);
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
  });
});
