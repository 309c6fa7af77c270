import { createServer, type Server } from 'node:http';
import { createTransport } from 'nodemailer';
import * as client from 'openid-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { freePort } from '../../fixtures/free-port.ts';
import { startMailCatcher } from '../../fixtures/mail-catcher.ts';
import { startOidcProvider } from '../../fixtures/oidc-provider.ts';

// The fixtures the portal specs rely on, checked on their own so a failure there is not blamed on the app.
describe('e2e harness', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks pages for reduced motion, so no step waits on an animation', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('captures and parses mail sent over SMTP', async () => {
    const catcher = await startMailCatcher();
    try {
      const link = `https://tally.example.com/auth/reset-password?token=${'a1'.repeat(40)}&email=x%40example.com`;
      await createTransport(catcher.url).sendMail({
        from: 'Tally <no-reply@example.com>',
        to: 'Employee@Example.com',
        subject: 'Réinitialiser your password',
        text: `Open this link:\n${link}\n\nIt expires in one hour.`,
        html: `<p><a href="${link.replace(/&/g, '&amp;')}">Reset</a></p>`,
      });
      const mail = await catcher.waitForMail('employee@example.com');
      expect(mail.to).toEqual(['employee@example.com']);
      expect(mail.subject).toBe('Réinitialiser your password');
      expect(mail.text).toContain('It expires in one hour.');
      expect(mail.links).toEqual([link]);
      await expect(catcher.waitForMail('nobody@example.com', 50)).rejects.toThrow(
        'No mail to nobody@example.com',
      );
    } finally {
      await catcher.stop();
    }
  });

  it('runs an authorization code + PKCE flow against the local OpenID Connect provider', async () => {
    const callbackPort = await freePort();
    const redirectUri = `http://127.0.0.1:${callbackPort}/_oauth`;
    const callback = await serveCallback(callbackPort);
    const provider = await startOidcProvider({ redirectUri });
    const context = await browser.newContext();
    try {
      const config = await client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        {
          execute: [client.allowInsecureRequests],
        },
      );
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      });
      const page = await context.newPage();
      await page.goto(authorizationUrl.href);
      await page.locator('input[name="login"]').fill('employee@example.com');
      await page.locator('input[name="password"]').fill('anything');
      await Promise.all([
        page.waitForURL(`${redirectUri}?**`),
        page.getByRole('button', { name: 'Sign-in' }).click(),
      ]);
      const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), {
        pkceCodeVerifier: verifier,
        expectedState: state,
      });
      expect(tokens.claims()).toMatchObject({ email: 'employee@example.com', email_verified: true });
    } finally {
      await context.close();
      await provider.stop();
      await new Promise((resolve) => callback.close(resolve));
    }
  });

  it('fails on serious accessibility violations and passes a clean page', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const clean =
        '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Hi</h1></main></body></html>';
      await page.setContent(clean);
      await expectNoSeriousA11yViolations(page);
      await page.setContent(
        clean.replace('<h1>Hi</h1>', '<h1>Hi</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'),
      );
      await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow('image-alt');
    } finally {
      await context.close();
    }
  });
});

function serveCallback(port: number): Promise<Server> {
  const server = createServer((_request, response) => response.end('callback reached'));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
