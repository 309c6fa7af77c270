import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';

const projectManager = 'pm@example.com';

interface DeliverableFacts {
  _id: string;
  deliverableName: string;
}

interface ProjectFacts {
  _id: string;
  name: string;
  budget: number;
  deliverables: { _id: string; deliverableName: string; totalApprovedHours: number | null }[];
  resources: { _id: string; name: string | null; email: string; inactive: boolean }[];
}

describe('project deliverables: milestones, budgets, assignments, over-budget warning, blocked delete', () => {
  let portal: Portal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let page: Page;
  let project: ProjectFacts;

  async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await page.context().request.post(`${portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    contexts.push(context);
    await signInThroughApi(context, portal.baseUrl, projectManager);
    page = await context.newPage();
    const managed = await graphql<{ me: { projectsThatIManage: { _id: string }[] } }>(
      '{ me { projectsThatIManage { _id } } }',
    );
    // A managed project with approved hours on some deliverable and an active resource.
    for (const { _id } of managed.me.projectsThatIManage) {
      const data = await graphql<{ projectManagement: { project: ProjectFacts } }>(
        `query($id: ID!) { projectManagement { project(projectId: $id) { _id name budget
          deliverables(withHours: true) { _id deliverableName totalApprovedHours }
          resources { _id name email inactive } } } }`,
        { id: _id },
      );
      const candidate = data.projectManagement.project;
      const hasHours = candidate.deliverables.some((d) => (d.totalApprovedHours ?? 0) > 0);
      if (hasHours && candidate.resources.some((r) => !r.inactive)) {
        project = candidate;
        break;
      }
    }
    expect(project).toBeDefined();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      await saveFailureScreenshot(page, `failed-projects-deliverables-${task.name.replace(/\W+/g, '-')}`);
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await portal?.stop();
  });

  const addDeliverable = async (category: string, name: string, budget: string, percent = false) => {
    await page.getByRole('button', { name: 'Add Deliverable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Deliverable' });
    await dialog.getByLabel('Category').fill(category);
    await dialog.getByLabel('Deliverable').fill(name);
    if (percent) await dialog.getByText('Percent of project budget').click();
    await dialog.getByLabel(percent ? 'Budget (%)' : 'Budget ($)').fill(budget);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };

  it('the project manager adds a milestone with a dollar and a percent deliverable, assigns hours and sees the warning', async () => {
    await page.goto(`${portal.baseUrl}/project-management/projects/${project._id}/deliverables`);
    await page.getByRole('heading', { level: 2, name: 'Deliverables' }).waitFor();
    // Hours used load milestone by milestone; all of them arrive.
    await expect.poll(() => page.getByText('Loading...').count(), { timeout: 20_000 }).toBe(0);

    await addDeliverable('E2E Launch', 'Discovery', '1000');
    await addDeliverable('E2E Launch', 'Rollout', '10', true);
    const launch = page.getByRole('region', { name: 'E2E Launch' });
    await launch.getByRole('cell', { name: 'Discovery', exact: true }).first().waitFor();
    await launch.getByText('$1,000', { exact: true }).waitFor();
    await launch.getByText(/^10% \(/).waitFor();
    await launch.getByText('Not Started').first().waitFor();

    // Assign a resource with hours to Discovery.
    const resource = project.resources.find((r) => !r.inactive)!;
    const discoveryRow = launch.getByRole('row', { name: /Discovery/ });
    await discoveryRow.getByRole('button', { name: /expand row/i }).click();
    const panel = launch.getByRole('region', { name: 'Resources assigned to Discovery' });
    await panel.getByText('No resources assigned to this deliverable.').waitFor();
    await panel.getByLabel('Resource to assign to Discovery').click();
    await page.keyboard.type(resource.email);
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Assign' }).click();
    const hours = panel.getByLabel(/Budgeted hours for/);
    await hours.waitFor();
    await hours.fill('12.5');
    await hours.press('Enter');
    await page.getByText('Hours saved.').waitFor();
    const assignedHours = async () => {
      const list = await graphql<{ projectManagement: { project: { deliverables: DeliverableFacts[] } } }>(
        'query($id: ID!) { projectManagement { project(projectId: $id) { deliverables(withHours: false) { _id deliverableName } } } }',
        { id: project._id },
      );
      const discovery = list.projectManagement.project.deliverables.find(
        (d) => d.deliverableName === 'Discovery',
      );
      const data = await graphql<{
        projectManagement: { getResourcesByDeliverableId: { budgetedHours: number }[] };
      }>(
        'query($id: ID!) { projectManagement { getResourcesByDeliverableId(deliverableId: $id) { budgetedHours } } }',
        { id: discovery?._id },
      );
      return data.projectManagement.getResourcesByDeliverableId[0]?.budgetedHours;
    };
    await expect.poll(assignedHours).toBe(12.5);

    // Budgets above the project budget raise the warning (M-087).
    await addDeliverable('E2E Launch', 'Big bang', String(Math.ceil(project.budget) + 1));
    await page.getByText(/^Project budget is .* while total deliverable budget adds up to/).waitFor();

    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-deliverables-1280');
    await page.setViewportSize({ width: 760, height: 900 });
    await saveScreenshot(page, 'projects-deliverables-760');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A milestone-level budget disables the budgets of the milestone's deliverables (M-069, M-072).
    await launch.getByRole('button', { name: 'Edit category budget' }).click();
    const budgetDialog = page.getByRole('dialog', { name: 'Budget of E2E Launch' });
    await budgetDialog.getByLabel('Category Budget ($)').fill('5000');
    await budgetDialog.getByRole('button', { name: 'Save' }).click();
    await launch.getByText('Category budget: $5,000').waitFor();
    expect(await launch.locator('.deliverable-budget-disabled').count()).toBe(3);
  });

  it('deleting a deliverable with approved hours is blocked with the tooltip', async () => {
    const used = project.deliverables.find((d) => (d.totalApprovedHours ?? 0) > 0)!;
    await page.goto(`${portal.baseUrl}/project-management/projects/${project._id}/deliverables`);
    await expect.poll(() => page.getByText('Loading...').count(), { timeout: 20_000 }).toBe(0);
    const remove = page.getByRole('button', { name: `Delete ${used.deliverableName}` }).first();
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await remove.hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Cannot delete deliverable. Approved hours have already been submitted to it.' })
      .waitFor();
  });
});
