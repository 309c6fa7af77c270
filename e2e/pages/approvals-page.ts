import type { Locator, Page } from 'playwright-core';

export type ApprovalsView = 'View by Pending' | 'View by Week';

/** /project-management/timesheets[/{endDate}]: the pending table, the week's cards and the decision dialogs. */
export class ApprovalsPage {
  readonly heading: Locator;
  readonly pendingTable: Locator;
  readonly declineDialog: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'Approvals', level: 1 });
    this.pendingTable = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Pending Timesheet Approvals' }) });
    this.declineDialog = page.getByRole('dialog', { name: 'Decline timesheet' });
  }

  /** Opens a view (the pending one on 'All projects') of the week ending `endDate` (YYYYMMDD). */
  async goto(view: ApprovalsView, endDate: string): Promise<void> {
    const query = new URLSearchParams({ view });
    if (view === 'View by Pending') query.set('project', 'all');
    await this.page.goto(`${this.baseUrl}/project-management/timesheets/${endDate}?${query}`);
    await this.heading.waitFor();
  }

  /** A week view's section of cards: 'My Timesheets' or 'Other Timesheets'. */
  cards(section: 'My Timesheets' | 'Other Timesheets'): Locator {
    return this.page.getByRole('list', { name: section, exact: true });
  }

  /** The pending table's row of an employee's sheet ('Emily Carter', week end 'MM/DD/YYYY'). */
  pendingRow(employee: string, weekEnd: string): Locator {
    return this.pendingTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: employee }) })
      .filter({ hasText: weekEnd });
  }

  approveButton(scope: Locator, employee: string): Locator {
    return scope.getByRole('button', { name: `Approve ${employee}'s timesheet` });
  }

  declineButton(scope: Locator, employee: string): Locator {
    return scope.getByRole('button', { name: `Decline ${employee}'s timesheet` });
  }

  /** Waits for the page's finite CSS animations and transitions (dialogs fading in or out) to finish. */
  async settle(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }
}
