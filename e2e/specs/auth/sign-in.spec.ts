import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { demoPassword, type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { currentUser } from '../../fixtures/session.ts';
import { MyTimesheetsPage } from '../../pages/my-timesheets-page.ts';
import { SignInPage } from '../../pages/sign-in-page.ts';

const employee = 'employee@example.com';

describe('sign-in and sign-out', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let signIn: SignInPage;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    signIn = new SignInPage(page, portal.baseUrl);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-auth-${task.name.replace(/\W+/g, '-')}`);
    await context.close();
  });

  it('sends a visitor without a session to the sign-in page and back to the page asked for (A-008, A-011)', async () => {
    await page.goto(`${portal.baseUrl}/user/profile`);
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    expect(signIn.returnTo()).toBe('/user/profile');
    await signIn.email.waitFor();
    await expectNoSeriousA11yViolations(page);

    await signIn.signIn(employee, demoPassword);
    await page.waitForURL(`${portal.baseUrl}/user/profile`);
    await page.getByText(employee).first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('refuses a wrong password with a clear message', async () => {
    await signIn.goto();
    await signIn.signIn(employee, 'not-the-password');
    await page.getByText('Incorrect email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    expect(await currentUser(context.request, portal.baseUrl)).toBeNull();
    await expectNoSeriousA11yViolations(page);
  });

  it('slows repeated wrong passwords with a shown wait, never locking the owner out', async () => {
    // Its own account: the other tests sign in as the employee from this same address.
    const account = 'hr@example.com';
    await signIn.goto();
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn.signIn(account, `wrong-${attempt}`);
      await page.getByText('Incorrect email or password.').waitFor();
      await signIn.submit.waitFor();
    }
    await signIn.signIn(account, demoPassword);
    await page.getByText('Too many failed sign-in attempts. Try again in 1 second.').waitFor();
    await saveScreenshot(page, 'sign-in-throttled');
    // The wait is over in a second: the right password goes through.
    await signIn.submit.waitFor();
    await signIn.submit.click();
    await page.waitForURL(`${portal.baseUrl}/user/timesheets`);
  });

  it('lands on /user/timesheets after a sign-in without returnTo (A-011)', async () => {
    await signIn.goto();
    await signIn.signIn(employee, demoPassword);
    await page.waitForURL(`${portal.baseUrl}/user/timesheets`);
    expect((await currentUser(context.request, portal.baseUrl))?.emails[0]?.address).toBe(employee);
    await new MyTimesheetsPage(page).waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);
  });

  it("shows 'Logging you out', ends the session and lands on the sign-in page (A-015, A-016)", async () => {
    await signIn.goto();
    await signIn.signIn(employee, demoPassword);
    await page.waitForURL(`${portal.baseUrl}/user/timesheets`);

    // Hold the sign-out call so the transient 'Logging you out' state can be checked without racing it.
    let releaseSignOut = () => {};
    const signOutHeld = new Promise<void>((resolve) => {
      releaseSignOut = resolve;
    });
    await page.route('**/api/auth/signout', async (route) => {
      await signOutHeld;
      await route.continue();
    });
    await page.goto(`${portal.baseUrl}/auth/signout`);
    await page.getByText('Logging you out').waitFor();
    await expectNoSeriousA11yViolations(page);
    releaseSignOut();

    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await signIn.email.waitFor();
    expect(await currentUser(context.request, portal.baseUrl)).toBeNull();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('tally_session');

    await page.goto(`${portal.baseUrl}/user/profile`);
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    expect(signIn.returnTo()).toBe('/user/profile');
  });

  it('redirects / to the sign-in page (A-001)', async () => {
    await page.goto(`${portal.baseUrl}/`);
    await page.waitForURL(`${portal.baseUrl}/auth/signin`);
    await signIn.email.waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("shows '404' for an unknown path (A-005)", async () => {
    await page.goto(`${portal.baseUrl}/no-such-page`);
    await page.getByText('404').waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await expectNoSeriousA11yViolations(page);
  });
});
