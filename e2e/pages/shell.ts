import type { Locator, Page } from 'playwright-core';

/** The authenticated layout: top bar, side menu, account popover, banners and content. */
export class Shell {
  readonly sidebar: Locator;
  readonly menuToggle: Locator;
  readonly avatar: Locator;
  readonly accountPopover: Locator;
  readonly offlineBanner: Locator;
  readonly content: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.locator('aside');
    this.menuToggle = page.getByRole('button', { name: /^(expand|collapse) menu$/i });
    this.avatar = page.getByRole('button', { name: /^account menu/i });
    this.accountPopover = page.getByRole('tooltip');
    this.offlineBanner = page.getByText('You appear to be offline.');
    this.content = page.locator('main');
  }

  async waitUntilLoaded(): Promise<void> {
    await this.avatar.waitFor();
    await this.settle(this.sidebar);
  }

  /** Rendered sidebar width once its collapse/expand transition has finished. */
  async sidebarWidth(): Promise<number> {
    await this.settle(this.sidebar);
    const box = await this.sidebar.boundingBox();
    return box?.width ?? 0;
  }

  async openAccountPopover(): Promise<Locator> {
    await this.avatar.click();
    await this.accountPopover.waitFor();
    await this.settle(this.accountPopover);
    return this.accountPopover;
  }

  /** Whether the content is dimmed and made inert, read once its fade has finished. */
  async contentState(): Promise<{ inert: boolean; opacity: number }> {
    await this.settle(this.content);
    return this.content.evaluate((element) => ({
      inert: element.closest('[inert]') !== null,
      opacity: Number(getComputedStyle(element).opacity),
    }));
  }

  /**
   * Waits for the CSS transitions and animations running on the element and inside it. A transition whose
   * target changes midway (back online before the fade ended) is cancelled: its `finished` rejects, and the
   * transition replacing it is awaited in the next round.
   */
  async settle(locator: Locator): Promise<void> {
    await locator.evaluate(async (element) => {
      for (let round = 0; round < 20; round++) {
        const running = element
          .getAnimations({ subtree: true })
          .filter((animation) => animation.playState !== 'finished');
        if (running.length === 0) return;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    });
  }
}
