import { type GroupName, hasAnyGroup } from '@tally/domain/auth/groups';
import { MENU_CATALOGUE, type MenuEntryDefinition } from '@tally/domain/shell/menu-catalogue';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { DEMO_ROLES } from '../../fixtures/demo-roles.ts';
import { Shell } from '../../pages/shell.ts';

/** The prefixes whose screens a route guard keeps to their groups. */
const GUARDED = [
  '/finance',
  '/admin',
  '/super-admin',
  '/performance',
  '/human-resources',
  '/vaccine-tracker/report',
];

/** Every guarded screen of the menu catalogue with the groups that open it. */
function guardedScreens(
  entries: readonly MenuEntryDefinition[],
): { url: string; groups: readonly GroupName[] }[] {
  return entries.flatMap((entry) => {
    const own =
      entry.groups && GUARDED.some((prefix) => entry.linkUrl.startsWith(prefix))
        ? [{ url: entry.linkUrl, groups: entry.groups }]
        : [];
    return [...own, ...guardedScreens(entry.children ?? [])];
  });
}

const NO_ACCESS = 'You do not have access to this page';

describe('no dead ends: every guarded screen of the menu as every demo role', () => {
  const demo = useDemoPortal();
  const screens = guardedScreens(MENU_CATALOGUE);

  async function expectInsideTheShell(page: Page, path: string) {
    await new Shell(page).waitUntilLoaded();
    expect(new URL(page.url()).pathname).not.toBe('/auth/signin');
    expect(new URL(page.url()).pathname.startsWith(path)).toBe(true);
  }

  it.each(DEMO_ROLES)('$email stays signed in on screens of other groups, and is told why', async (role) => {
    const page = await demo.signedInPage(role.email);
    const refused = screens.filter((screen) => !hasAnyGroup(role.groups, screen.groups));
    for (const screen of refused) {
      await page.goto(`${demo.portal.baseUrl}${screen.url}`);
      await page.getByRole('heading', { name: NO_ACCESS }).waitFor();
      await expectInsideTheShell(page, screen.url);
    }
    if (refused.length > 0) await expectNoSeriousA11yViolations(page);
    // One screen of their own opens as usual.
    const allowed = screens.find((screen) => hasAnyGroup(role.groups, screen.groups));
    if (allowed) {
      await page.goto(`${demo.portal.baseUrl}${allowed.url}`);
      await expectInsideTheShell(page, allowed.url);
      expect(await page.getByRole('heading', { name: NO_ACCESS }).count()).toBe(0);
    }
  });

  it('forwards a signed-in user from the sign-in page and from / to where they were going', async () => {
    const page = await demo.signedInPage('finance@example.com');
    await page.goto(`${demo.portal.baseUrl}/auth/signin?returnTo=%2Ffinance%2Freports`);
    await page.waitForURL((url) => url.pathname === '/finance/reports');
    await page.goto(`${demo.portal.baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/user/timesheets');
    await new Shell(page).waitUntilLoaded();
  });
});
