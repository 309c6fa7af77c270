import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';

/**
 * Serious or critical axe violations inside one tab (the fixture's whole-page check also judges the shared
 * project header, whose green budget tag fails contrast at the time of writing; reported to its owner).
 */
async function expectNoSeriousA11yViolationsIn(page: Page, selector: string): Promise<void> {
  const settle = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  await settle.evaluate((element) => (element as Element).remove());
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const projectManager = 'pm@example.com';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe("a project's Documents and Timesheets tabs", () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectId = '';

  const tabUrl = (tab: string) => `${portal.baseUrl}/project-management/projects/${projectId}/${tab}`;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await signInThroughApi(context, portal.baseUrl, projectManager);
    page = await context.newPage();
    const response = await context.request.post(`${portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: { query: '{ me { projectsThatIManage { _id name } } }' },
    });
    const body = (await response.json()) as { data: { me: { projectsThatIManage: { _id: string }[] } } };
    projectId = body.data.me.projectsThatIManage[0]?._id ?? '';
    expect(projectId).not.toBe('');
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      await saveFailureScreenshot(page, `failed-projects-documents-${task.name.replace(/\W+/g, '-')}`);
    }
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('the project manager uploads a PDF with the file picker, sees its red badge, downloads it and deletes it', async () => {
    await page.goto(tabUrl('documents'));
    await page.getByRole('heading', { name: /^Documents/ }).waitFor();
    await page.getByRole('button', { name: /Upload$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
    await dialog.waitFor();
    await dialog.getByLabel('Choose files').setInputFiles({
      name: 'Scope Statement.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const item = dialog.getByRole('listitem').filter({ hasText: 'Scope Statement.pdf' });
    await item.getByText('Completed').waitFor();
    await expectNoSeriousA11yViolationsIn(page, '.ant-modal');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('listitem').filter({ hasText: 'Scope Statement.pdf' });
    await card.waitFor();
    const badge = card.locator('.documents-badge').first();
    expect(await badge.textContent()).toBe('PDF');
    expect(await badge.getAttribute('data-color')).toBe('red');
    expect(await badge.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(207, 19, 34)');
    await expectNoSeriousA11yViolationsIn(page, '.documents');
    await saveScreenshot(page, 'projects-documents-grid-1280');

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('button', { name: 'Download Scope Statement.pdf' }).click(),
    ]);
    await popup.waitForURL(/\/api\/blobs\/documents\/.+sig=/).catch(() => undefined);
    const opened = popup.url();
    expect(opened).toMatch(/\/api\/blobs\/documents\/.+\?expires=\d+&sig=/);
    const file = await context.request.get(opened);
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    await popup.close();

    await page.locator('.documents .ant-segmented').getByText('List', { exact: true }).click();
    await page.getByRole('columnheader', { name: 'Category' }).first().waitFor();
    await expectNoSeriousA11yViolationsIn(page, '.documents');
    await page.setViewportSize({ width: 760, height: 900 });
    await saveScreenshot(page, 'projects-documents-list-760');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.documents .ant-segmented').getByText('Grid', { exact: true }).click();

    await card.getByRole('button', { name: 'Edit Scope Statement.pdf' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Document' });
    await edit.waitFor();
    expect(await edit.getByLabel('File name').isDisabled()).toBe(true);
    await expectNoSeriousA11yViolationsIn(page, '.ant-modal');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Delete Scope Statement.pdf' }).click();
    await page.getByText('Warning: Are you sure you want to delete this document?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await context.request.get(opened)).status()).toBe(404);
  });

  it('the Timesheets tab shows the project sheets of the range and filters them by name', async () => {
    await page.goto(tabUrl('timesheets'));
    const list = page.getByRole('list', { name: 'Timesheets' });
    await list.waitFor();
    const cards = list.getByRole('listitem');
    const names = await cards.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolationsIn(page, '.project-sheets');
    await saveScreenshot(page, 'projects-timesheets-1280');
    await page.setViewportSize({ width: 760, height: 900 });
    await saveScreenshot(page, 'projects-timesheets-760');
    await page.setViewportSize({ width: 1280, height: 900 });

    const someone = names[0] ?? '';
    const part = someone.split(' ')[0]?.slice(1).toUpperCase() ?? '';
    await page.getByLabel('Name').fill(part);
    const filtered = await cards.getByRole('link').allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((name) => name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(filtered).toContain(someone);

    await page.getByLabel('Name').fill('zzz-nobody');
    await page.getByText('No timesheets found with selected filter').waitFor();
  });
});
