import { hasAnyGroup } from '@tally/domain/auth/groups';
import { MENU_CATALOGUE, type MenuEntryDefinition } from '@tally/domain/shell/menu-catalogue';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { DEMO_ROLES } from '../../fixtures/demo-roles.ts';
import { Shell } from '../../pages/shell.ts';
import { TimesheetPage } from '../../pages/timesheet-page.ts';

/** Every screen of the menu catalogue with the first demo role that opens it. */
function screens(entries: readonly MenuEntryDefinition[]): { url: string; email: string }[] {
  return entries.flatMap((entry) => {
    const role = DEMO_ROLES.find((one) => !entry.groups || hasAnyGroup(one.groups, entry.groups));
    const own = entry.linkUrl.startsWith('/') && role ? [{ url: entry.linkUrl, email: role.email }] : [];
    return [...own, ...screens(entry.children ?? [])];
  });
}

/** The page as it is now: nothing scrolls it sideways and axe finds no serious or critical violation. */
async function expectFits(page: Page, what: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, `${what} at ${width} px`).not.toBe('/auth/signin');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
}

/** A tab's content is in: nothing in the page's main area is still a skeleton or a spinner. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('main .ant-skeleton, main .ant-spin-spinning'));
}

/** A GraphQL answer's data, asked with the page's session. */
async function ask<T>(page: Page, baseUrl: string, query: string): Promise<T> {
  const response = await page.context().request.post(`${baseUrl}/api/graphql`, {
    headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
    data: { query },
  });
  return ((await response.json()) as { data: T }).data;
}

/**
 * Issue #14: every screen of the menu, as a role that opens it, at a phone's, a tablet's and a desktop's width:
 * axe finds no serious or critical violation and nothing scrolls the page sideways. Then the pages behind
 * them: a project's every tab, a user's detail, a timesheet's report and the week with a dialog open.
 */
describe('every screen of the menu at 390, 760 and 1280 px', () => {
  const demo = useDemoPortal();
  const byRole = new Map<string, { url: string }[]>();
  for (const screen of screens(MENU_CATALOGUE))
    byRole.set(screen.email, [...(byRole.get(screen.email) ?? []), screen]);
  // One signed-in page per demo role for every width: each screen still loads afresh (goto) at the width.
  const rolePages = new Map<string, Page>();
  const rolePage = async (email: string): Promise<Page> => {
    const known = rolePages.get(email);
    if (known) return known;
    const page = await demo.signedInPage(email);
    rolePages.set(email, page);
    return page;
  };

  it.each([390, 760, 1280])('at %i px', async (width) => {
    // The roles' pages are independent: each walks its screens while the others wait on theirs.
    const checked = await Promise.all(
      [...byRole].map(async ([email, own]) => {
        const page = await rolePage(email);
        await page.setViewportSize({ width, height: 900 });
        for (const { url } of own) {
          await page.goto(`${demo.portal.baseUrl}${url}`);
          await new Shell(page).waitUntilLoaded();
          await expectFits(page, `${email} on ${url}`, width);
        }
        return own.length;
      }),
    );
    expect(checked.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(25);
  }, 240_000);

  describe('and the pages behind them', () => {
    const pages: Record<'pm' | 'admin' | 'employee', Page> = {} as never;
    const urls = { project: '', user: '', report: '', week: '' };

    beforeAll(async () => {
      const base = demo.portal.baseUrl;
      [pages.pm, pages.admin, pages.employee] = await Promise.all([
        rolePage('pm@example.com'),
        rolePage('admin@example.com'),
        rolePage('employee@example.com'),
      ]);
      type Id = { _id: string };
      const [projects, users, week] = await Promise.all([
        ask<{ me: { projectsThatIManage: Id[] } }>(pages.pm, base, '{ me { projectsThatIManage { _id } } }'),
        ask<{ admin: { users: Id[] } }>(pages.admin, base, '{ admin { users { _id } } }'),
        ask<{ timesheet: (Id & { endDate: string }) | null }>(
          pages.employee,
          base,
          '{ timesheet { _id endDate } }',
        ),
      ]);
      const [project, user, sheet] = [
        projects.me.projectsThatIManage[0],
        users.admin.users[0],
        week.timesheet,
      ];
      if (!project || !user || !sheet)
        throw new Error('The demo has no project of pm@, user or sheet this week');
      urls.project = `${base}/project-management/projects/${project._id}`;
      urls.user = `${base}/admin/users/${user._id}`;
      urls.report = `${base}/reports/timesheets/${sheet._id}`;
      urls.week = `${base}/user/timesheets/${sheet.endDate}`;
    });

    it.each([390, 760, 1280])('at %i px', async (width) => {
      for (const page of Object.values(pages)) await page.setViewportSize({ width, height: 900 });
      const { pm, admin, employee } = pages;
      // The three sessions are independent: each walks its pages while the others wait on theirs.
      const projectTabs = async () => {
        await pm.goto(urls.project);
        const tabs = pm.getByRole('tablist').first().getByRole('tab');
        await tabs.first().waitFor();
        const names = await tabs.allInnerTexts();
        expect(names.length, 'project tabs').toBeGreaterThanOrEqual(8);
        for (const name of names) {
          const tab = tabs.filter({ hasText: name }).first();
          await tab.click();
          // Until the test's own deadline (expect.poll gives up after 1 s, too soon on a loaded machine).
          await tab.and(pm.locator('[aria-selected="true"]')).waitFor();
          await settled(pm);
          await expectFits(pm, `project tab ${name}`, width);
        }
      };
      const userDetail = async () => {
        await admin.goto(urls.user);
        await admin.getByRole('form', { name: 'Edit Information' }).waitFor();
        await settled(admin);
        await expectFits(admin, "a user's detail", width);
      };
      const reportAndWeek = async () => {
        await employee.goto(urls.report);
        await employee.getByRole('table', { name: 'Hours by day' }).waitFor();
        await expectFits(employee, "a timesheet's report", width);
        // Nor does its day table scroll inside its box: every column shows.
        const hidden = await employee
          .locator('.report__scroll')
          .evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(hidden, `the report's day table scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        // The week with Add Task, then Submit, open.
        const sheet = new TimesheetPage(employee, demo.portal.baseUrl);
        await employee.goto(urls.week);
        await sheet.waitUntilLoaded();
        await settled(employee);
        const dialogs: [Locator, string][] = [
          [sheet.addTaskButton, 'Add Task'],
          [sheet.submitButton, 'Submit timesheet'],
        ];
        for (const [opener, name] of dialogs) {
          await opener.click();
          const dialog = employee.getByRole('dialog', { name });
          await dialog.waitFor();
          await expectFits(employee, `the week with ${name} open`, width);
          if (width < 576) {
            // Touch targets: every button and select of a dialog is 44 px tall on a phone.
            const short = await dialog
              .locator('button:visible, .ant-select:visible')
              .evaluateAll((elements) =>
                elements
                  .filter((element) => element.getBoundingClientRect().height < 44)
                  .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
              );
            expect(short, `controls under 44 px in ${name} at ${width} px`).toEqual([]);
          }
          await employee.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
      };
      await Promise.all([projectTabs(), userDetail(), reportAndWeek()]);
    }, 120_000);
  });
});
