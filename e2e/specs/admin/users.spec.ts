import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { currentUser, signInThroughApi } from '../../fixtures/session.ts';

const admin = 'admin@example.com';
const pm = 'pm@example.com';
const newcomer = 'nina.newman@example.com';

describe('admin users (/admin/users, /admin/users/{userId})', () => {
  const demo = useDemoPortal();
  const { newContext, signedInPage } = demo;

  it('lets an admin add a user, edit them, set groups, approvers and a password, and deactivate them', async () => {
    const page = await signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('cell', { name: admin, exact: true }).first().waitFor();
    expect(await page.getByRole('checkbox', { name: 'Only Show Active' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-users-1280');

    // Add User: the server refuses an address in use, then creates the new one.
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Email *').fill(pm);
    await dialog.getByLabel('First Name *').fill('Nina');
    await dialog.getByLabel('Last Name *').fill('Newman');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Email/User already in the system').waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Email *').fill(newcomer);
    await dialog.getByLabel('Password').fill('first-pass-123');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User created').waitFor();

    await page.getByLabel('Search users').fill('nina NEW');
    await page.getByRole('cell', { name: newcomer, exact: true }).first().waitFor();
    expect(await page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByRole('link', { name: 'Details of Nina Newman' }).click();
    await page.waitForURL((url) => /^\/admin\/users\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Nina Newman' }).waitFor();
    const detailUrl = page.url();
    await expectNoSeriousA11yViolations(page);

    // Edit Information.
    const edit = page.getByRole('form', { name: 'Edit Information' });
    expect(await edit.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await edit.getByLabel('Title').fill('  Analyst ');
    await edit.getByLabel('Department').fill('Delivery');
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText('User updated successfully').waitFor();
    await page.getByText('Analyst', { exact: true }).first().waitFor();

    // A group, applied at once.
    await page.getByRole('switch', { name: 'Finance' }).click();
    await page.getByText('Added to Finance').waitFor();

    // An approver.
    const approvers = page.getByRole('form', { name: 'Add approver' });
    await approvers.getByRole('button', { name: 'Add' }).click();
    await approvers.getByText('Select a type').last().waitFor();
    await approvers.getByLabel('Type').click();
    await page
      .locator(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Individual"]',
      )
      .click();
    // Approvers are picked from the active users (issue 13), searched by name or e-mail.
    const approverField = approvers.getByLabel('Approver Email');
    await approverField.click();
    await approverField.fill(pm);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: pm })
      .first()
      .click();
    await approvers.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('list', { name: 'Approvers', exact: true }).getByText(pm).waitFor();

    // Nothing of theirs waits for approval yet.
    await page.getByRole('button', { name: 'Resubmit Timesheets' }).click();
    await page.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await page.getByText('No timesheets are waiting for approval').waitFor();

    // The newcomer signs in; the admin's password reset ends that session and the new password works.
    const theirs = await newContext();
    await signInThroughApi(theirs, demo.portal.baseUrl, newcomer, 'first-pass-123');
    expect((await currentUser(theirs.request, demo.portal.baseUrl))?.title).toBe('Analyst');
    await page.getByLabel('New Password').fill('second-pass-456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset').waitFor();
    expect(await currentUser(theirs.request, demo.portal.baseUrl)).toBeNull();
    await signInThroughApi(theirs, demo.portal.baseUrl, newcomer, 'second-pass-456');
    await saveScreenshot(page, 'admin-user-detail-1280');

    // Deactivation saves at once and signs them out.
    await page.getByRole('switch', { name: /Active company employee/ }).click();
    await page.getByText('Account deactivated').waitFor();
    expect(await currentUser(theirs.request, demo.portal.baseUrl)).toBeNull();
    const refused = await theirs.request.post(`${demo.portal.baseUrl}/api/auth/signin`, {
      headers: { 'content-type': 'application/json' },
      data: { email: newcomer, password: 'second-pass-456' },
    });
    expect(refused.ok()).toBe(false);

    // The list hides them until 'Only Show Active' is cleared.
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.getByLabel('Search users').fill('newman');
    await page.getByText('No users match your search').waitFor();
    await page.getByRole('checkbox', { name: 'Only Show Active' }).uncheck();
    await page.getByRole('cell', { name: 'Inactive', exact: true }).first().waitFor();

    const narrow = await signedInPage(admin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/admin/users`);
    await narrow.getByRole('cell', { name: admin, exact: true }).first().waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'admin-users-760');
    await narrow.goto(detailUrl);
    await narrow.getByRole('heading', { name: 'Nina Newman' }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'admin-user-detail-760');
  });

  it('remembers a hidden column across a reload (U-014) and fits 1280 px without sideways scroll', async () => {
    const page = await signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/admin/users`);
    const table = page.locator('.data-table');
    await table.getByRole('columnheader', { name: 'Role', exact: true }).waitFor();
    const fits = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('.data-table .ant-table-content');
        return !!scroller && scroller.scrollWidth <= scroller.clientWidth + 1;
      });
    expect(await fits()).toBe(true);

    await page.getByRole('button', { name: 'Columns of Users' }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/graphql') &&
        (response.request().postData() ?? '').includes('SaveTableColumnLayouts'),
    );
    await page.getByRole('checkbox', { name: 'Role', exact: true }).uncheck();
    await table.getByRole('columnheader', { name: 'Role', exact: true }).waitFor({ state: 'detached' });
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await table.getByRole('columnheader', { name: 'Email', exact: true }).waitFor();
    await page.getByRole('cell', { name: admin, exact: true }).first().waitFor();
    expect(await table.getByRole('columnheader', { name: 'Role', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Columns of Users' }).click();
    expect(await page.getByRole('checkbox', { name: 'Role', exact: true }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Reset columns' }).click();
    await table.getByRole('columnheader', { name: 'Role', exact: true }).waitFor();
  });

  it('keeps everyone else out of the screens and the API', async () => {
    const page = await signedInPage(pm);
    await page.goto(`${demo.portal.baseUrl}/admin/users`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    const answer = await page.context().request.post(`${demo.portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: { query: '{ admin { users { _id } } }' },
    });
    const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
