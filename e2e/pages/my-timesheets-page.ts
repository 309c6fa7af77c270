import type { Locator, Page } from 'playwright-core';

/** /user/timesheets: week cards grouped by month; the card holding today is marked 'Current Week'. */
export class MyTimesheetsPage {
  readonly currentWeek: Locator;

  constructor(readonly page: Page) {
    this.currentWeek = page.getByText('Current Week', { exact: true }).first();
  }

  /** The list has rendered its cards (the current week always has one), so checks see the real page. */
  async waitUntilLoaded(): Promise<void> {
    await this.currentWeek.waitFor();
  }
}
