import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';
import {
  ADD_DELIVERABLE,
  ADD_HOURS,
  ADD_RESOURCE,
  ADD_ROLE,
  APPROVE_TIMESHEET,
  ASSIGN_RESOURCE,
  CREATE_PROJECT,
  CREATE_TIMESHEET,
  compactDate,
  mustGraphql,
  PROJECT_STATE,
  type ProjectState,
  SUBMIT_TIMESHEET,
  weekdaysOf,
} from '../../pages/projects/project-api.ts';
import { ProjectPage } from '../../pages/projects/project-page.ts';
import { weekEndAfter } from '../../pages/timesheet-page.ts';

/**
 * What the steps of the issue #5 journey share (journey*.spec.ts): the people, the project and its parts, and
 * per spec file one portal with pm@, employee@ and finance@ signed in. The ensure* helpers make what earlier
 * steps would have made through the API, so each file (and each step) can start on its own.
 */

export const pm = 'pm@example.com';
export const employee = 'employee@example.com';
export const employeeName = 'Emily Carter';
export const finance = 'finance@example.com';

export const project = {
  name: 'Lighthouse Fleet Analytics',
  clientName: 'Lighthouse Maritime Group',
  clientShortName: 'LMG',
  budget: 100_000,
};
export const consultant = { name: 'Consultant', rate: 150 };
export const customRole = { name: 'Harbor Liaison', rate: 0 };
export const milestone = 'Build';
export const design = { name: 'Design', budget: 20_000 };
export const code = { name: 'Code', budgetPercent: 30 };

export const DAY = 86_400_000;
// The resource starts 20 weeks ago; the demo gives employee@ sheets for the 12 latest weeks only, so the weeks
// 12, 13 and 14 weeks back are free to create, are in the past (inside the Financials default range) and
// after the start date.
export const startDate = new Date(Date.now() - 20 * 7 * DAY);
export const weeks = [12, 13, 14].map((back) => weekEndAfter(new Date(), -back));

/** The portal, the signed-in pages and what the steps made so far. */
export interface Journey {
  portal: Portal;
  pmPage: Page;
  employeePage: Page;
  financePage: Page;
  projectId: string;
  /** Hours employee@ has had approved on Design so far. */
  approvedHours: number;
}

/** Call inside the spec's describe: starts the portal and signs the three people in around its steps. */
export function projectJourney() {
  const j = { projectId: '', approvedHours: 0 } as Journey;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function signedInPage(email: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'UTC' });
    contexts.push(context);
    await signInThroughApi(context, j.portal.baseUrl, email);
    return context.newPage();
  }

  const asPm = <T>(query: string, variables: Record<string, unknown> = {}) =>
    mustGraphql<T>(j.pmPage.context().request, j.portal.baseUrl, query, variables);
  const asEmployee = <T>(query: string, variables: Record<string, unknown> = {}) =>
    mustGraphql<T>(j.employeePage.context().request, j.portal.baseUrl, query, variables);

  async function state(): Promise<ProjectState> {
    const data = await asPm<{ projectManagement: { project: ProjectState } }>(PROJECT_STATE, {
      id: j.projectId,
    });
    return data.projectManagement.project;
  }

  /** The project, created through the API when the Add Project dialog failed. */
  async function ensureProject(): Promise<string> {
    if (j.projectId) return j.projectId;
    const data = await asPm<{ createProject: { _id: string } }>(CREATE_PROJECT, project);
    j.projectId = data.createProject._id;
    return j.projectId;
  }

  async function ensureRoles(): Promise<void> {
    await ensureProject();
    const { roles } = await state();
    for (const role of [consultant, customRole]) {
      if (!roles.some((r) => r.name === role.name)) await asPm(ADD_ROLE, { projectId: j.projectId, ...role });
    }
  }

  async function ensureResource(): Promise<string> {
    await ensureRoles();
    let found = (await state()).resources.find((r) => r.email === employee);
    if (!found) {
      await asPm(ADD_RESOURCE, {
        projectId: j.projectId,
        name: employeeName,
        email: employee,
        role: consultant.name,
        startDate: compactDate(startDate),
      });
      found = (await state()).resources.find((r) => r.email === employee);
    }
    if (!found) throw new Error('The employee could not be added to the team');
    return found._id;
  }

  async function ensureDeliverables(): Promise<{ designId: string; codeId: string }> {
    const resourceId = await ensureResource();
    const find = async (name: string) => (await state()).deliverables.find((d) => d.deliverableName === name);
    if (!(await find(design.name))) {
      await asPm(ADD_DELIVERABLE, {
        projectId: j.projectId,
        milestoneName: milestone,
        deliverableName: design.name,
        budget: design.budget,
      });
    }
    if (!(await find(code.name))) {
      await asPm(ADD_DELIVERABLE, {
        projectId: j.projectId,
        milestoneName: milestone,
        deliverableName: code.name,
        budgetPercent: code.budgetPercent,
      });
    }
    const designRow = await find(design.name);
    const codeRow = await find(code.name);
    if (!designRow || !codeRow) throw new Error('The deliverables could not be added');
    if (!designRow.assignedResources.some((a) => a.resourceId === resourceId)) {
      await asPm(ASSIGN_RESOURCE, { deliverableId: designRow._id, resourceId, hours: 40 });
    }
    return { designId: designRow._id, codeId: codeRow._id };
  }

  /** employee@ books 8 hours Monday to Friday on Design in the week ending `weekEnd` and submits; pm@ approves. */
  async function approvedWeek(weekEnd: string, designId: string): Promise<void> {
    const sheet = await asEmployee<{ createTimesheet: { _id: string } }>(CREATE_TIMESHEET, {
      endDate: weekEnd,
    });
    const timesheetId = sheet.createTimesheet._id;
    for (const date of weekdaysOf(weekEnd)) {
      await asEmployee(ADD_HOURS, {
        projectId: j.projectId,
        timesheetId,
        deliverableId: designId,
        hours: 8,
        date,
      });
    }
    const submitted = await asEmployee<{ submitTimesheet: { status: string } }>(SUBMIT_TIMESHEET, {
      id: timesheetId,
    });
    expect(submitted.submitTimesheet.status).toBe('Submitted-Pending');
    const approved = await asPm<{ approveTimesheetLineItems: { status: string } }>(APPROVE_TIMESHEET, {
      id: timesheetId,
    });
    expect(approved.approveTimesheetLineItems.status).toBe('Approved');
    j.approvedHours += 40;
  }

  /**
   * axe on the settled page. A violation fails the step (softly) but lets the rest of the step run, so that one
   * contrast problem does not hide whether the journey itself works.
   */
  async function checkA11y(page: Page): Promise<void> {
    await new ProjectPage(page, j.portal.baseUrl).settle();
    const violations = await expectNoSeriousA11yViolations(page).then(
      () => '',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect.soft(violations, `axe on ${page.url()}`).toBe('');
  }

  const detail = () => new ProjectPage(j.pmPage, j.portal.baseUrl);
  const openPm = async (tab: string) => {
    await ensureProject();
    await detail().goto('project-management/projects', j.projectId, tab, project.name);
  };

  beforeAll(async () => {
    [j.portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    j.pmPage = await signedInPage(pm);
    j.employeePage = await signedInPage(employee);
    j.financePage = await signedInPage(finance);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const name = task.name.replace(/\W+/g, '-').slice(0, 80);
    for (const [who, page] of [
      ['pm', j.pmPage],
      ['finance', j.financePage],
    ] as const) {
      if (page) await saveFailureScreenshot(page, `failed-projects-journey-${who}-${name}`);
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await j.portal?.stop();
  });

  return Object.assign(j, {
    asPm,
    asEmployee,
    state,
    ensureProject,
    ensureRoles,
    ensureResource,
    ensureDeliverables,
    approvedWeek,
    checkA11y,
    detail,
    openPm,
  });
}
