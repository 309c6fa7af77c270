import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { freePort } from '../../fixtures/free-port.ts';
import { graphql } from '../../fixtures/graphql.ts';
import { type OidcProvider, startOidcProvider } from '../../fixtures/oidc-provider.ts';
import { type Portal, portalUrl, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot } from '../../fixtures/screenshots.ts';
import { currentUser } from '../../fixtures/session.ts';
import { MyTimesheetsPage } from '../../pages/my-timesheets-page.ts';
import { SignInPage } from '../../pages/sign-in-page.ts';

describe('single sign-on through OpenID Connect', () => {
  let provider: OidcProvider;
  let portal: Portal;
  let browser: Browser;
  let ssoLabel: string;
  let context: BrowserContext;
  let page: Page;
  let signIn: SignInPage;

  beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider({ redirectUri: `${portalUrl(port)}/_oauth` });
    // The portal accepts a plain-http issuer only on a local loopback address with APP_ENV=local.
    const env = { ...provider.env, APP_ENV: 'local' };
    [portal, browser] = await Promise.all([startPortal({ port, env }), launchBrowser()]);
    const options = await graphql<{ signInOptions: { singleSignOn: boolean; singleSignOnLabel: string } }>(
      portal.baseUrl,
      '{ signInOptions { singleSignOn singleSignOnLabel } }',
    );
    expect(options.signInOptions.singleSignOn).toBe(true);
    ssoLabel = options.signInOptions.singleSignOnLabel;
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    signIn = new SignInPage(page, portal.baseUrl);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-sso-${task.name.replace(/\W+/g, '-')}`);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await provider?.stop();
  });

  /** The provider's development login form accepts any password. */
  async function logInAtProvider(email: string): Promise<void> {
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }

  it('signs a known account in and lands on /user/timesheets (A-010, A-011)', async () => {
    await signIn.goto();
    await signIn.singleSignOn(ssoLabel).waitFor();
    await expectNoSeriousA11yViolations(page);

    await signIn.singleSignOn(ssoLabel).click();
    await logInAtProvider('employee@example.com');
    await page.waitForURL(`${portal.baseUrl}/user/timesheets`);
    expect((await currentUser(context.request, portal.baseUrl))?.emails[0]?.address).toBe(
      'employee@example.com',
    );
    await new MyTimesheetsPage(page).waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);
  });

  it('offers single sign-on and returns to the page asked for (A-008, A-010, A-011)', async () => {
    await page.goto(`${portal.baseUrl}/user/profile`);
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await signIn.singleSignOn(ssoLabel).waitFor();
    await expectNoSeriousA11yViolations(page);
    await signIn.singleSignOn(ssoLabel).click();
    await logInAtProvider('employee@example.com');
    await page.waitForURL(`${portal.baseUrl}/user/profile`);
    await page.getByText('employee@example.com').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('sends an e-mail without an account back to the sign-in page with an error (A-014)', async () => {
    await signIn.goto();
    await signIn.singleSignOn(ssoLabel).click();
    await logInAtProvider('stranger@example.org');
    await page.waitForURL((url) => url.origin === portal.baseUrl && url.pathname === '/auth/signin');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).not.toBe('');
    expect(await currentUser(context.request, portal.baseUrl)).toBeNull();
    await expectNoSeriousA11yViolations(page);
  });
});
