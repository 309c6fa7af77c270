/// <reference path="../../../apps/api/src/storage/s3rver.d.ts" />
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type S3Emulator, startS3Emulator } from '../../../apps/api/src/storage/s3rver.testing.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { freePort } from '../../fixtures/free-port.ts';
import { type Portal, portalUrl, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';
import { selfSignedCertificate } from '../../fixtures/tls.ts';
import { TimesheetPage, weekEndAfter } from '../../pages/timesheet-page.ts';

const weekEnd = weekEndAfter(new Date(), 1);

/**
 * The portal configured with S3_STORAGE_*: Chromium PUTs the attachment straight to the bucket (an S3
 * emulator over HTTPS whose CORS rule is the one the README documents), the API checks and records it, and
 * the attachment's link reads it back through a presigned GET.
 */
describe('attachments in an S3-compatible bucket, uploaded by the browser', () => {
  let s3: S3Emulator;
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let certDir: string;

  beforeAll(async () => {
    const port = await freePort();
    const tls = await selfSignedCertificate();
    certDir = await mkdtemp(join(tmpdir(), 'tally-e2e-ca-'));
    await writeFile(join(certDir, 'cert.pem'), tls.cert);
    [s3, browser] = await Promise.all([
      startS3Emulator({ portalOrigin: portalUrl(port), tls }),
      launchBrowser(),
    ]);
    // The API's own calls to the bucket (HEAD, DELETE) trust the emulator's certificate.
    portal = await startPortal({ port, env: { ...s3.env, NODE_EXTRA_CA_CERTS: join(certDir, 'cert.pem') } });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
    await signInThroughApi(context, portal.baseUrl, 'employee@example.com');
    page = await context.newPage();
  }, 120_000);
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-uploads-s3-${task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
    await s3?.stop();
    if (certDir) await rm(certDir, { recursive: true, force: true });
  });

  it('uploads through the bucket CORS rule with the presigned headers and reads the file back', async () => {
    const sheet = new TimesheetPage(page, portal.baseUrl);
    await sheet.goto(weekEnd);
    await sheet.createButton.click();
    await sheet.waitForStatus('Not Submitted');
    const puts: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PUT')
        puts.push({ url: response.url(), status: response.status() });
    });
    await page.locator('input[type="file"][aria-label="Upload attachment"]').setInputFiles({
      name: 'client-timesheet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% Tally e2e via S3\n'),
    });
    await page.getByText('Updated Successfully').first().waitFor();
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url).toMatch(
      new RegExp(`^${s3.settings.endpoint}/${s3.settings.bucket}/uploads/.+_client-timesheet\\.pdf\\?X-Amz-`),
    );
    expect(puts[0]?.status).toBe(200);

    const link = page.getByRole('list', { name: 'Attachments' }).getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${s3.settings.endpoint}/.+X-Amz-Signature=`));
    const read = await context.request.get(href);
    expect(read.status()).toBe(200);
    expect(await read.text()).toBe('%PDF-1.4\n% Tally e2e via S3\n');
    await saveScreenshot(page, 'uploads-s3-attachment-1280');
  });
});
