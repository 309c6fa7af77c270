import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const employee = 'employee@example.com';

describe('settings on /user/profile (U-002, U-003, U-006)', () => {
  const demo = useDemoPortal();

  it('saves a preference at once: it is still set after a reload', async () => {
    const page = await demo.signedInPage('pm@example.com');
    await page.goto(`${demo.portal.baseUrl}/user/profile`);
    const notifications = page.getByRole('switch', { name: 'E-mail notifications' });
    await notifications.waitFor();
    expect(await notifications.isChecked()).toBe(true);
    await notifications.click();
    await page.getByText('Preference saved').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'E-mail notifications' }).waitFor();
    expect(await page.getByRole('switch', { name: 'E-mail notifications' }).isChecked()).toBe(false);
  });

  it("refuses a mismatch and a wrong current password, then changes it, says 'Password Changed'", async () => {
    for (const width of [760, 1280]) {
      const page = await demo.signedInPage(employee, width);
      await page.goto(`${demo.portal.baseUrl}/user/profile`);
      await page.getByLabel('New password', { exact: true }).waitFor();
      await saveScreenshot(page, `change-password-${width}`);
      await expectNoSeriousA11yViolations(page);
    }

    const page = await demo.signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/user/profile`);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('changed-pass-1');
    await page.getByLabel('Confirm new password').fill('changed-pass-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Passwords do not match').first().waitFor();
    expect(await page.getByText('Passwords do not match').count()).toBe(2);

    await page.getByLabel('Confirm new password').fill('changed-pass-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    // The server proves the current password first: a wrong one is named under its field.
    await page.getByText('The current password is not correct.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/profile');

    await page.getByLabel('Current password').fill('demo1234');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password Changed').waitFor();
    await page.waitForURL((url) => url.pathname === '/user/timesheets');

    const context = await demo.newContext();
    const old = await context.request.post(`${demo.portal.baseUrl}/api/auth/signin`, {
      data: { email: employee, password: 'demo1234' },
    });
    expect(old.status()).toBe(401);
    const fresh = await context.request.post(`${demo.portal.baseUrl}/api/auth/signin`, {
      data: { email: employee, password: 'changed-pass-1' },
    });
    expect(fresh.status()).toBe(200);
  });
});
