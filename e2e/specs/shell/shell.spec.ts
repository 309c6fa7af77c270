import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { configurationValue } from '../../fixtures/graphql.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { currentUser, type SignedInUser, signInThroughApi } from '../../fixtures/session.ts';
import { Shell } from '../../pages/shell.ts';

const widths = [1280, 760] as const;

describe('application shell', () => {
  let portal: Portal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const pages = contexts.flatMap((context) => context.pages());
      for (const [index, page] of pages.entries()) {
        await saveFailureScreenshot(page, `failed-shell-${task.name.replace(/\W+/g, '-')}-${index}`);
      }
    }
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function openProfile(width: number): Promise<{ page: Page; context: BrowserContext; shell: Shell }> {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    contexts.push(context);
    await signInThroughApi(context, portal.baseUrl, 'employee@example.com');
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/user/profile`);
    const shell = new Shell(page);
    await shell.waitUntilLoaded();
    return { page, context, shell };
  }

  it('expands the sidebar at 1280 px and collapses it at 760 px (A-044)', async () => {
    // The layout reacts to the viewport on the next render: poll until the sidebar has settled.
    const wide = await openProfile(1280);
    await expect.poll(() => wide.shell.sidebarWidth()).toBe(250);
    await saveScreenshot(wide.page, 'shell-1280');
    await expectNoSeriousA11yViolations(wide.page);

    const narrow = await openProfile(760);
    await expect.poll(() => narrow.shell.sidebarWidth()).toBeLessThan(100);
    // Narrow windows get content that fits: nothing scrolls sideways (the desktop keeps 970 px, A-045).
    const fits = () =>
      narrow.page.evaluate(() => {
        const content = document.querySelector('.tally-content');
        return (
          document.documentElement.scrollWidth <= window.innerWidth &&
          content !== null &&
          content.scrollWidth <= content.clientWidth
        );
      });
    await expect.poll(fits).toBe(true);
    expect(
      await wide.page.evaluate(() => document.querySelector('.tally-content-inner')?.clientWidth ?? 0),
    ).toBeGreaterThanOrEqual(970);
    await saveScreenshot(narrow.page, 'shell-760');
    await expectNoSeriousA11yViolations(narrow.page);

    await narrow.page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => narrow.shell.sidebarWidth()).toBe(250);
  });

  it('collapses and expands the sidebar with the menu toggle (A-039)', async () => {
    const { shell } = await openProfile(1280);
    await shell.menuToggle.click();
    expect(await shell.sidebarWidth()).toBeLessThan(100);
    await shell.menuToggle.click();
    expect(await shell.sidebarWidth()).toBe(250);
  });

  it('shows name, title, e-mail, Profile and Sign out in the avatar popover (A-040)', async () => {
    for (const width of widths) {
      const { page, context, shell } = await openProfile(width);
      const me = (await currentUser(context.request, portal.baseUrl)) as SignedInUser;
      const popover = await shell.openAccountPopover();
      await popover.getByText(`${me.firstName} ${me.lastName}`, { exact: true }).waitFor();
      if (me.title) await popover.getByText(me.title, { exact: true }).waitFor();
      await popover.getByText('employee@example.com', { exact: true }).waitFor();
      expect(await popover.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/user/profile');
      expect(await popover.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe(
        '/auth/signout',
      );
      await saveScreenshot(page, `shell-avatar-popover-${width}`);
      await expectNoSeriousA11yViolations(page);
    }
  });

  it("titles the profile page 'Profile | {company short name} Time Tracker' (A-048)", async () => {
    const shortName = await configurationValue(portal.baseUrl, 'company-short-name');
    const { page } = await openProfile(1280);
    const expected = `Profile | ${shortName} Time Tracker`;
    await page.waitForFunction((title) => document.title === title, expected);
    expect(await page.title()).toBe(expected);
  });

  it("shows 'You appear to be offline.' and dims the content until back online (A-047)", async () => {
    for (const width of widths) {
      const { page, context, shell } = await openProfile(width);
      expect(await shell.contentState()).toEqual({ inert: false, opacity: 1 });

      await context.setOffline(true);
      await shell.offlineBanner.waitFor();
      const offline = await shell.contentState();
      expect(offline.inert).toBe(true);
      expect(offline.opacity).toBeLessThan(1);
      await saveScreenshot(page, `shell-offline-${width}`);
      await expectNoSeriousA11yViolations(page);

      await context.setOffline(false);
      await shell.offlineBanner.waitFor({ state: 'detached' });
      expect(await shell.contentState()).toEqual({ inert: false, opacity: 1 });
    }
  });
});
