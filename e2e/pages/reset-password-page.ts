import type { Locator, Page } from 'playwright-core';

/** /auth/reset-password: the request form, or with ?token= the new-password form. */
export class ResetPasswordPage {
  readonly email: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.email = page.getByRole('textbox', { name: /e-?mail/i });
    this.newPassword = page.locator('input[type="password"]').nth(0);
    this.confirmPassword = page.locator('input[type="password"]').nth(1);
    this.submit = page.locator('form button[type="submit"]');
  }

  async gotoRequest(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/auth/reset-password`);
    await this.email.waitFor();
  }

  async requestReset(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }

  async setNewPassword(password: string, confirmation: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.submit.click();
  }
}
