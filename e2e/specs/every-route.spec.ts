import { hasAnyGroup } from '@tally/domain/auth/groups';
import { MENU_CATALOGUE, type MenuEntryDefinition } from '@tally/domain/shell/menu-catalogue';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y.ts';
import { useDemoPortal } from '../fixtures/demo-portal-session.ts';
import { DEMO_ROLES } from '../fixtures/demo-roles.ts';
import { Shell } from '../pages/shell.ts';

/** Every screen of the menu catalogue with the first demo role that opens it. */
function screens(entries: readonly MenuEntryDefinition[]): { url: string; email: string }[] {
  return entries.flatMap((entry) => {
    const role = DEMO_ROLES.find((one) => !entry.groups || hasAnyGroup(one.groups, entry.groups));
    const own = entry.linkUrl.startsWith('/') && role ? [{ url: entry.linkUrl, email: role.email }] : [];
    return [...own, ...screens(entry.children ?? [])];
  });
}

/**
 * Issue #14: every screen of the menu, as a role that opens it, at a phone's, a tablet's and a desktop's width:
 * axe finds no serious or critical violation and nothing scrolls the page sideways.
 */
describe('every screen of the menu at 390, 760 and 1280 px', () => {
  const demo = useDemoPortal();
  const byRole = new Map<string, { url: string }[]>();
  for (const screen of screens(MENU_CATALOGUE))
    byRole.set(screen.email, [...(byRole.get(screen.email) ?? []), screen]);

  it.each([390, 760, 1280])('at %i px', async (width) => {
    const checked: string[] = [];
    for (const [email, own] of byRole) {
      const page = await demo.signedInPage(email, width);
      for (const { url } of own) {
        await page.goto(`${demo.portal.baseUrl}${url}`);
        await new Shell(page).waitUntilLoaded();
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, `${email} opens ${url}`).not.toBe('/auth/signin');
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${url} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
        checked.push(url);
      }
      await page.context().close();
    }
    expect(checked.length).toBeGreaterThan(25);
  }, 240_000);
});
