import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const WEEK = '{ timesheet { _id startDate endDate totalHours } }';

describe('API tokens on /user/profile (issue #17)', () => {
  const demo = useDemoPortal();

  it('creates a token, reads a week through Authorization: Bearer, revokes it and is refused', async () => {
    const page = await demo.signedInPage('employee@example.com');
    await page.goto(`${demo.portal.baseUrl}/user/profile`);
    const form = page.getByRole('form', { name: 'New API token' });
    await form.getByLabel('Name').fill('Payroll sync');
    await form.getByRole('button', { name: 'Create token' }).click();
    const alert = page.getByText('Copy your new token now: it will not be shown again.');
    await alert.waitFor();
    const secret = (await page.locator('.ant-alert code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^tly_/);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'api-tokens-1280');

    const request = (await demo.newContext()).request;
    const ask = () =>
      request.post(`${demo.portal.baseUrl}/api/graphql`, {
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        data: { query: WEEK },
      });
    const week = await ask();
    expect(week.status()).toBe(200);
    const body = (await week.json()) as { data: { timesheet: unknown }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data).toHaveProperty('timesheet');

    await page.getByRole('button', { name: 'Revoke Payroll sync' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('Token “Payroll sync” revoked').waitFor();
    await page.getByText('Revoked', { exact: true }).waitFor();
    const refused = await ask();
    expect(refused.status()).toBe(401);
    expect(
      ((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('shows the webhooks and audit pages to an admin at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const page = await demo.signedInPage('admin@example.com', width);
      await page.goto(`${demo.portal.baseUrl}/admin/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `admin-webhooks-${width}`);
      await page.goto(`${demo.portal.baseUrl}/admin/audit`);
      await page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `admin-audit-${width}`);
    }
  });
});
