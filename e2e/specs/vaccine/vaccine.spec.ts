import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const employee = 'employee@example.com';
const hr = 'hr@example.com';
const pm = 'pm@example.com';

/** A 2 × 2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR42mP4z8DAwMDAAAAMBgEAmvhEUAAAAABJRU5ErkJggg==',
  'base64',
);

describe('vaccine tracker', () => {
  const demo = useDemoPortal();

  it('lets an employee answer No, save the test consent and upload a test; HR sees it in the report', async () => {
    const page = await demo.signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/vaccine-tracker`);
    await page.waitForURL((url) => url.pathname === '/vaccine-tracker/proofs');
    await page.getByRole('heading', { name: 'Vaccine Tracker' }).waitFor();
    await page.getByText('Last Update: Never').waitFor();
    await expectNoSeriousA11yViolations(page);

    const question = page.getByRole('group', { name: 'Are you fully vaccinated against COVID-19 ?' });
    await question.getByText('No', { exact: true }).click();
    const intends = page.getByLabel('I intend to be vaccinated by January 18, 2022');
    await intends.waitFor();
    expect(await intends.isChecked()).toBe(true);
    await page.getByText('Updated Successfully').first().waitFor();
    await page.getByLabel('I am requesting a religious or medical exemption').check();
    const details = page.getByLabel('Exemption details (optional)');
    await details.fill('Medical reasons, letter from my doctor.');
    await details.blur();

    // Upload Proofs stays locked until the three consents are saved.
    await page.getByText('Save the consent above to upload your test results.').waitFor();
    const consent = page.getByRole('form', { name: 'Test consent' });
    await consent.getByRole('button', { name: 'Save & Continue' }).click();
    expect(await consent.getByText('Required', { exact: true }).count()).toBe(3);
    for (const box of await consent.getByRole('checkbox').all()) await box.check();
    await consent.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByLabel('Date test was taken').waitFor();

    await page.locator('#vaccine-test-file').setInputFiles({
      name: 'covid-test.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByText('7 days until next test must be taken').waitFor();
    await page.getByText('Please Upload it as soon as you get the results').waitFor();
    await page.getByText(/^Date of next test must be \d\d\/\d\d\/\d{4} or sooner$/).waitFor();
    const download = page.getByRole('link', { name: 'Download Test Card' });
    const imageUrl = await download.getAttribute('href');
    const image = await page.request.get(new URL(imageUrl!, demo.portal.baseUrl).href);
    expect(Buffer.from(await image.body())).toEqual(PNG);
    await page.getByText(/^Uploaded on /).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'vaccine-proofs-1280');

    const narrow = await demo.signedInPage(employee, 760);
    await narrow.goto(`${demo.portal.baseUrl}/vaccine-tracker/proofs`);
    await narrow.getByText('7 days until next test must be taken').waitFor();
    expect(await narrow.getByLabel('I am requesting a religious or medical exemption').isChecked()).toBe(
      true,
    );
    expect(await narrow.getByLabel('Exemption details (optional)').inputValue()).toBe(
      'Medical reasons, letter from my doctor.',
    );
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'vaccine-proofs-760');

    // HR (vaccine-report) finds the employee among the Not Vaccinated with the test.
    const report = await demo.signedInPage(hr);
    await report.goto(`${demo.portal.baseUrl}/vaccine-tracker/report`);
    await report.getByRole('heading', { name: 'Vaccine Tracker Report' }).waitFor();
    await report.getByRole('heading', { name: /^Fully Vaccinated \(\d+\)$/ }).waitFor();
    await report.getByRole('heading', { name: /^Not Responded \(\d+\)$/ }).waitFor();
    const notVaccinated = report.getByRole('region', { name: 'Not Vaccinated', exact: true });
    await report.getByLabel('Search Not Vaccinated').fill('Emily Carter');
    await report.getByRole('heading', { name: 'Not Vaccinated (1)' }).waitFor();
    await notVaccinated.getByText('Exemption Requested').waitFor();
    await notVaccinated.getByRole('link', { name: 'Test results of Emily Carter' }).waitFor();
    await report.getByLabel('Search Not Vaccinated').fill('');
    // The demo's configured quick filters (vaccine-report-client-filters) next to All.
    const clients = report.getByRole('radiogroup', { name: 'Client' });
    await clients.getByText('GLBX', { exact: true }).click();
    await report.getByRole('heading', { name: /^Not Vaccinated \(\d+\)$/ }).waitFor();
    expect(await notVaccinated.getByText('Emily Carter').count()).toBe(0);
    await clients.getByText('All', { exact: true }).click();
    await notVaccinated.getByText('Emily Carter').waitFor();
    await expectNoSeriousA11yViolations(report);
    await saveScreenshot(report, 'vaccine-report-1280');
    const narrowReport = await demo.signedInPage(hr, 760);
    await narrowReport.goto(`${demo.portal.baseUrl}/vaccine-tracker/report`);
    await narrowReport.getByRole('heading', { name: /^Not Vaccinated \(\d+\)$/ }).waitFor();
    await expectNoSeriousA11yViolations(narrowReport);
    await saveScreenshot(narrowReport, 'vaccine-report-760');
  });

  it("asks before 'No' replaces a fully-vaccinated answer, and keeps Yes when told to", async () => {
    // finance@ is fully vaccinated in the demo.
    const page = await demo.signedInPage('finance@example.com');
    await page.goto(`${demo.portal.baseUrl}/vaccine-tracker/proofs`);
    const question = page.getByRole('group', { name: 'Are you fully vaccinated against COVID-19 ?' });
    const checked = question.locator('.ant-radio-button-wrapper-checked');
    expect(await checked.innerText()).toBe('Yes');

    await question.getByText('No', { exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Change your answer to No?' });
    await confirm.getByText('You are recorded as fully vaccinated.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Keep Yes' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await checked.innerText()).toBe('Yes');
    // Nothing was saved: a reload still shows Yes.
    await page.reload();
    await question.waitFor();
    expect(await checked.innerText()).toBe('Yes');

    await question.getByText('No', { exact: true }).click();
    await confirm.getByRole('button', { name: 'Change to No' }).click();
    await page.getByText('Updated Successfully').first().waitFor();
    await page.reload();
    await page.getByLabel('I intend to be vaccinated by January 18, 2022').waitFor();
    expect(await checked.innerText()).toBe('No');
  });

  it('sends someone outside vaccine-report away from the report', async () => {
    const page = await demo.signedInPage(pm);
    await page.goto(`${demo.portal.baseUrl}/vaccine-tracker/report`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Vaccine Tracker Report' }).count()).toBe(0);
    // The proofs screen stays theirs, in the menu too.
    await page.goto(`${demo.portal.baseUrl}/vaccine-tracker/proofs`);
    await page.getByRole('heading', { name: 'Vaccine Tracker' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Vaccine Tracker').first().waitFor();
  });
});
