import type { Locator, Page } from 'playwright-core';

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A week's days as the screens label them ('Mon 11/23'), oldest first, for a YYYYMMDD week end. */
export function weekDayLabels(endDate: string): string[] {
  const end = Date.UTC(
    Number(endDate.slice(0, 4)),
    Number(endDate.slice(4, 6)) - 1,
    Number(endDate.slice(6)),
  );
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(end - (6 - index) * 86_400_000);
    const month = String(day.getUTCMonth() + 1).padStart(2, '0');
    const date = String(day.getUTCDate()).padStart(2, '0');
    return `${weekdayNames[day.getUTCDay()]} ${month}/${date}`;
  });
}

/** The week end (YYYYMMDD) `weeksAhead` weeks after the one holding `today`, with weeks ending on Sunday. */
export function weekEndAfter(today: Date, weeksAhead: number): string {
  const utc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const end = new Date(utc + ((7 - today.getUTCDay()) % 7) * 86_400_000 + weeksAhead * 7 * 86_400_000);
  return end.toISOString().slice(0, 10).replaceAll('-', '');
}

/** 'MM/DD/YYYY' of a YYYYMMDD date. */
export function displayDate(compact: string): string {
  return `${compact.slice(4, 6)}/${compact.slice(6)}/${compact.slice(0, 4)}`;
}

/** /user/timesheets/{endDate}: the weekly timesheet, its views, lines, hours cells and status actions. */
export class TimesheetPage {
  readonly createButton: Locator;
  readonly addTaskButton: Locator;
  readonly toolbar: Locator;
  readonly status: Locator;
  readonly weekTotal: Locator;
  readonly dailyTotals: Locator;
  readonly gridWeekTotal: Locator;
  readonly hoursInputs: Locator;
  readonly submitButton: Locator;
  readonly recallButton: Locator;
  readonly submitDialog: Locator;
  readonly errorBanner: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.createButton = page.getByRole('button', { name: 'Create New Timesheet' });
    this.addTaskButton = page.getByRole('button', { name: 'Add Task' });
    this.toolbar = page.locator('.week-toolbar');
    this.status = page.locator('.week-summary .ant-tag');
    this.weekTotal = page.locator('.week-summary__total');
    this.dailyTotals = page.locator('tr.tally-totals-row td:not(.tally-week-total)');
    this.gridWeekTotal = page.locator('tr.tally-totals-row td.tally-week-total');
    this.hoursInputs = page.locator('[data-hours-grid] input.tally-hours-cell');
    this.submitButton = this.toolbar.getByRole('button', { name: 'Submit', exact: true });
    this.recallButton = this.toolbar.getByRole('button', { name: 'Recall', exact: true });
    this.submitDialog = page.getByRole('dialog', { name: 'Submit timesheet' });
    this.errorBanner = page.locator('.week-banners').getByRole('alert');
  }

  async goto(endDate: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/user/timesheets/${endDate}`);
    await this.waitUntilLoaded();
  }

  /** The sheet (its toolbar) or the no-sheet state has rendered. */
  async waitUntilLoaded(): Promise<void> {
    await this.toolbar.or(this.createButton).first().waitFor();
  }

  /** Adds a line with the three-column picker (useNewTaskSelector on): Project, Category, then Task. */
  async addTaskFromPicker(project: RegExp, category: string, task: string): Promise<void> {
    const lines = await this.lineCount();
    await this.addTaskButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Task' });
    const option = (column: string, name: RegExp | string) =>
      dialog.getByRole('listbox', { name: column }).getByRole('option', { name, exact: true });
    await this.choose(option('Project', project), option('Category', category));
    await this.choose(option('Category', category), option('Task', task));
    await option('Task', task).click();
    await dialog.waitFor({ state: 'hidden' });
    await this.page.locator(`[data-hours-grid][data-rows="${lines + 1}"]`).waitFor();
  }

  /**
   * Clicks a picker option until the next column shows `next`: the projects list can re-render right after
   * the dialog opens (its query settling), which drops a selection made in that instant.
   */
  private async choose(option: Locator, next: Locator): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await option.click();
      try {
        await next.waitFor({ timeout: 5_000 });
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  async lineCount(): Promise<number> {
    return Number((await this.page.locator('[data-hours-grid]').getAttribute('data-rows')) ?? 0);
  }

  /** The hours input of a line (by its task name) on a day ('Mon 11/23'). */
  hoursCell(task: string, day: string): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^Hours for .* · ${task} on ${day}$`) });
  }

  /** The read-only hours text of a line on a day, as a read-only sheet shows it. */
  readOnlyHours(task: string, day: string): Locator {
    return this.page.locator('.tally-day-hours').filter({ hasText: new RegExp(`· ${task} on ${day}:`) });
  }

  /** Daily totals of the Grid, Monday (the day after the week end) first. */
  async dailyTotalValues(): Promise<number[]> {
    return (await this.dailyTotals.allTextContents()).map((text) => Number.parseFloat(text));
  }

  /** Waits until the toolbar's weekly total reads `hours`. */
  async waitForWeekTotal(hours: number): Promise<void> {
    await this.weekTotal.filter({ hasText: new RegExp(`^${hours} hours$`) }).waitFor();
  }

  async waitForStatus(status: string): Promise<void> {
    await this.status.filter({ hasText: new RegExp(`^${status}$`) }).waitFor();
  }

  view(name: 'Grid' | 'Blocks' | 'Calendar'): Locator {
    return this.page.getByRole('radiogroup', { name: 'Timesheet view' }).getByText(name, { exact: true });
  }

  /** One day of the Blocks view ('Mon 11/23'). */
  blocksDay(day: string): Locator {
    return this.page.getByRole('region', { name: day, exact: true });
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

  /** Why a refused action button is disabled: the text its aria-describedby points at. */
  async refusalReason(button: Locator): Promise<string | null> {
    if ((await button.getAttribute('aria-disabled')) !== 'true') return null;
    const id = await button.getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }
}
