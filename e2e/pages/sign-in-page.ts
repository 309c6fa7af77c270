import type { Locator, Page } from 'playwright-core';

/** /auth/signin: the password form and, when configured, the single-sign-on button. */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.email = page.getByRole('textbox', { name: /e-?mail/i });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: /^sign in$/i });
  }

  async goto(returnTo?: string): Promise<void> {
    const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
    await this.page.goto(`${this.baseUrl}/auth/signin${query}`);
    await this.email.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The single-sign-on entry, a link or a button named by `signInOptions.singleSignOnLabel`. */
  singleSignOn(label: string): Locator {
    return this.page.getByRole('link', { name: label }).or(this.page.getByRole('button', { name: label }));
  }

  /** The returnTo query parameter of the current URL, when on the sign-in page. */
  returnTo(): string | null {
    const url = new URL(this.page.url());
    return url.pathname === '/auth/signin' ? url.searchParams.get('returnTo') : null;
  }
}
