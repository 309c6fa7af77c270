import type { Locator, Page } from 'playwright-core';

export type ProjectKind =
  | 'project-management/projects'
  | 'project-management/all-projects'
  | 'finance/projects';

/** The budget colour of a tag or cost: antd's preset tag colours (gold is amber) or the app's own classes. */
export type BudgetTone = 'green' | 'amber' | 'red';

/** Reads the tone from an element's class list (ant-tag-green, ant-tag-gold, deliverable-cost--amber...). */
export function toneOf(className: string | null): BudgetTone | null {
  const classes = className ?? '';
  if (/(^|\s)(ant-tag-(color-)?red|deliverable-cost--red)(\s|$)/.test(classes)) return 'red';
  if (/(^|\s)(ant-tag-(color-)?(gold|orange)|deliverable-cost--amber)(\s|$)/.test(classes)) return 'amber';
  if (/(^|\s)(ant-tag-(color-)?green|deliverable-cost--green)(\s|$)/.test(classes)) return 'green';
  return null;
}

/** /project-management/projects and its Add Project dialog. */
export class ProjectListPage {
  readonly addProjectButton: Locator;
  readonly addProjectDialog: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.addProjectButton = page.getByRole('button', { name: 'Add Project' });
    this.addProjectDialog = page.getByRole('dialog', { name: 'Add Project' });
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/project-management/projects`);
    await this.page.getByRole('heading', { level: 1, name: 'Projects I Manage' }).waitFor();
  }

  async fillNewClientProject(values: {
    name: string;
    clientName: string;
    clientShortName: string;
    budget: number;
  }): Promise<void> {
    const dialog = this.addProjectDialog;
    await dialog.getByLabel('Project Name').fill(values.name);
    await dialog.getByRole('checkbox', { name: 'New client' }).check();
    await dialog.getByLabel('Client Name', { exact: true }).fill(values.clientName);
    await dialog.getByLabel('Client Short Name').fill(values.clientShortName);
    await dialog.getByLabel('Budget').fill(String(values.budget));
  }

  createButton(): Locator {
    return this.addProjectDialog.getByRole('button', { name: 'Create Project' });
  }
}

/** A project's detail page: the card above the tabs (title, budget used, Edit Project, menu) and each tab. */
export class ProjectPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  url(kind: ProjectKind, projectId: string, tab: string): string {
    return `${this.baseUrl}/${kind}/${projectId}/${tab}`;
  }

  async goto(kind: ProjectKind, projectId: string, tab: string, name?: string): Promise<void> {
    await this.page.goto(this.url(kind, projectId, tab));
    await this.heading(name).waitFor();
  }

  heading(name?: string): Locator {
    return name === undefined
      ? this.page.getByRole('heading', { level: 1 })
      : this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** Opens a tab by its label ('Roles', 'Team', 'Deliverables', 'Documents', 'Financials', 'Project Summary'). */
  async openTab(label: string): Promise<void> {
    await this.page.getByRole('tab', { name: label, exact: true }).click();
  }

  get card(): Locator {
    return this.page.locator('.project-card');
  }

  /** The Budget Used tag of the card. */
  get budgetUsedTag(): Locator {
    return this.card.locator('.ant-descriptions-item').filter({ hasText: 'Budget Used' }).locator('.ant-tag');
  }

  async budgetUsed(): Promise<{ text: string; tone: BudgetTone | null }> {
    const tag = this.budgetUsedTag;
    await tag.waitFor();
    return { text: ((await tag.textContent()) ?? '').trim(), tone: toneOf(await tag.getAttribute('class')) };
  }

  async menu(item: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Project actions' }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** 'Recalculate budget used' from the project menu, waiting for its confirmation. */
  async recalculateBudgetUsed(): Promise<void> {
    await this.menu('Recalculate budget used');
    await this.page.getByText('Budget used recalculated').first().waitFor();
  }

  // Roles tab
  get roleDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Add Role' });
  }

  roleRow(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  // Team tab
  get resourceDrawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Add Resource' });
  }

  /** Picks a person in the drawer's people search ('Emily', 'Emily Carter (employee@example.com)'). */
  async pickPerson(search: string, option: string): Promise<void> {
    await this.resourceDrawer.getByLabel('Name', { exact: true }).fill(search);
    await this.page.getByTitle(option, { exact: true }).click();
  }

  /** Chooses an option of an antd Select labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByLabel(label, { exact: true }).click();
    await this.page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(option, { exact: true })
      .click();
  }

  /** Types a MM/DD/YYYY date into an antd DatePicker and confirms it. */
  async typeDate(input: Locator, date: string): Promise<void> {
    await input.fill(date);
    await input.press('Enter');
  }

  teamRow(email: string): Locator {
    return this.page.getByRole('row').filter({ hasText: email });
  }

  // Deliverables tab
  get addDeliverableDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Add Deliverable' });
  }

  milestone(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  deliverableRow(name: string): Locator {
    return this.page.locator('tr.ant-table-row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Shows the assigned resources under a deliverable's row. */
  async expandDeliverable(name: string): Promise<Locator> {
    const assignments = this.page.getByRole('region', { name: `Resources assigned to ${name}` });
    if (!(await assignments.isVisible())) {
      await this.deliverableRow(name)
        .getByRole('button', { name: /expand row/i })
        .click();
    }
    await assignments.waitFor();
    return assignments;
  }

  deliverableCost(name: string): Locator {
    return this.deliverableRow(name).locator('.deliverable-cost');
  }

  // Documents tab
  get uploadDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Upload Documents' });
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
