import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';

/**
 * Issue 14 (items 5, 7, 8): the approvals queue at 1280, 760 and 390 px, a sheet's hours opened inline, its
 * approver chips, no sideways scrolling, touch targets of 44 px on phones, and axe clean. The demo's pm@ has
 * sheets waiting.
 */
describe('approvals queue layout', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await signInThroughApi(context, portal.baseUrl, 'pm@example.com');
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('fits 1280, 760 and 390 px with a sheet opened to its hours', { timeout: 180_000 }, async () => {
    await page.goto(`${portal.baseUrl}/project-management/timesheets?project=all`);
    const table = page.getByRole('table', { name: 'Pending Timesheet Approvals' });
    const show = table.getByRole('button', { name: /^Show hours of / }).first();
    await show.click();
    await expect.poll(() => page.getByRole('region', { name: /^Hours of / }).count()).toBeGreaterThan(0);
    for (const width of [1280, 760, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `approvals-queue-${width}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      const scroller = await table.evaluate((element) => {
        const wrapper = element.closest('.approvals__table-scroll') as HTMLElement;
        return wrapper.scrollWidth - wrapper.clientWidth;
      });
      expect(scroller, `table scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      // Each sheet's row, and so its separator, spans the whole list (stacked below 768 px).
      const narrowest = await table.evaluate((element) => {
        const rows = Array.from(element.querySelectorAll('tr.ant-table-row'));
        const full = element.getBoundingClientRect().width;
        return Math.min(...rows.map((row) => row.getBoundingClientRect().width - full));
      });
      expect(narrowest, `a sheet's row is narrower than the list at ${width} px`).toBeGreaterThanOrEqual(-1);
      // One approval chip per approver at every width (item 8), wrapping inside the row.
      const chip = table.locator('tr.ant-table-row [data-approver-color]').first();
      expect(await chip.isVisible(), `no approver chips at ${width} px`).toBe(true);
      if (width === 390) {
        const approve = table.getByRole('button', { name: /^Approve / }).first();
        expect((await approve.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
    }
    await expectNoSeriousA11yViolations(page);
  });
});
