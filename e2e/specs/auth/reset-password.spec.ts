import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type MailCatcher, startMailCatcher } from '../../fixtures/mail-catcher.ts';
import { demoPassword, type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot } from '../../fixtures/screenshots.ts';
import { currentUser } from '../../fixtures/session.ts';
import { MyTimesheetsPage } from '../../pages/my-timesheets-page.ts';
import { ResetPasswordPage } from '../../pages/reset-password-page.ts';
import { SignInPage } from '../../pages/sign-in-page.ts';

const employee = 'employee@example.com';
const newPassword = 'a-brand-new-secret-42';

describe('password reset by e-mail', () => {
  let catcher: MailCatcher;
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    [portal, browser] = await Promise.all([startPortal({ env: { SMTP_URL: catcher.url } }), launchBrowser()]);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) await saveFailureScreenshot(page, 'failed-reset-password');
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await catcher?.stop();
  });

  it('mails a single-use link that sets a new password, then signs in with it (A-017..A-027)', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    const reset = new ResetPasswordPage(page, portal.baseUrl);

    await reset.gotoRequest();
    await expectNoSeriousA11yViolations(page);
    await reset.requestReset(employee);
    await page
      .getByText(
        `Your password reset request for ${employee} has been submitted. Check your email for more details.`,
        { exact: true },
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    const mail = await catcher.waitForMail(employee);
    const link = mail.links.find((candidate) => new URL(candidate).searchParams.has('token'));
    expect(link, `reset link in the mail:\n${mail.text}`).toBeDefined();
    const resetUrl = new URL(link!);
    expect(resetUrl.origin).toBe(portal.baseUrl);
    expect(resetUrl.pathname).toBe('/auth/reset-password');

    await page.goto(resetUrl.href);
    await reset.newPassword.waitFor();
    await expectNoSeriousA11yViolations(page);
    await reset.setNewPassword(newPassword, `${newPassword}-typo`);
    const mismatch = page.getByText('Passwords do not match', { exact: true });
    await mismatch.nth(1).waitFor();
    expect(await mismatch.count()).toBe(2);
    await expectNoSeriousA11yViolations(page);

    await reset.confirmPassword.fill(newPassword);
    await reset.submit.click();
    await page.getByText('Your password has been reset.').waitFor();
    // No accessibility scan here: the page leaves after 1.5 s by design, and a scan on a slow machine outlasts it.
    await page.waitForURL((url) => url.pathname === '/auth/signin');

    const signIn = new SignInPage(page, portal.baseUrl);
    await signIn.email.waitFor();
    await signIn.signIn(employee, demoPassword);
    await page.getByText('Incorrect email or password.').waitFor();
    await signIn.signIn(employee, newPassword);
    await page.waitForURL(`${portal.baseUrl}/user/timesheets`);
    expect((await currentUser(context.request, portal.baseUrl))?.emails[0]?.address).toBe(employee);
    await new MyTimesheetsPage(page).waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);

    // The link works once: a second use shows the server's message and keeps the form editable.
    await page.goto(resetUrl.href);
    await reset.setNewPassword(`${newPassword}-again`, `${newPassword}-again`);
    await page.getByRole('alert').waitFor();
    expect((await page.getByRole('alert').innerText()).trim()).not.toBe('');
    expect(await reset.newPassword.isEditable()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
