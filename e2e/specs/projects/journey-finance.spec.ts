import { describe, expect, it } from 'vitest';
import {
  ADD_DELIVERABLE,
  ADD_EXPENSE,
  ADD_RESOURCE,
  ADD_ROLE,
  ASSIGN_RESOURCE,
  CREATE_PROJECT,
  graphqlAs,
  mustGraphql,
  UPDATE_PROJECT_BUDGET,
} from '../../pages/projects/project-api.ts';
import { ProjectPage } from '../../pages/projects/project-page.ts';
import { design, project, projectJourney } from './journey.fixtures.ts';

describe('issue #5 journey: finance sees the project and the server refuses each §5 case', () => {
  const j = projectJourney();
  const { ensureProject, ensureResource, ensureDeliverables, checkA11y } = j;

  it('7. finance@ sees the same project under /finance with BU Code and IS Code and no edit controls on the card', async () => {
    await ensureDeliverables();
    const page = new ProjectPage(j.financePage, j.portal.baseUrl);
    await page.goto('finance/projects', j.projectId, 'deliverables', project.name);
    await page.card.getByText(project.clientName).waitFor();
    expect(await j.financePage.getByRole('button', { name: 'Edit Project' }).count()).toBe(0);
    expect(await j.financePage.getByRole('button', { name: 'Project actions' }).count()).toBe(0);
    await page.deliverableRow(design.name).waitFor();
    await checkA11y(j.financePage);

    await page
      .deliverableRow(design.name)
      .getByRole('button', { name: `Edit ${design.name}` })
      .click();
    const editor = j.financePage.getByRole('dialog', { name: `Edit ${design.name}` });
    await editor.waitFor();
    await editor.getByLabel('BU Code').fill('BU-410');
    await editor.getByLabel('IS Code').fill('IS-07');
    await checkA11y(j.financePage);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    const saved = await mustGraphql<{
      projectManagement: {
        project: {
          deliverables: {
            deliverableName: string;
            accountingCode: string | null;
            accountingCodeSuffix: string | null;
          }[];
        };
      };
    }>(
      j.financePage.context().request,
      j.portal.baseUrl,
      `query ($id: ID!) { projectManagement { project(projectId: $id) {
         deliverables(withHours: false) { deliverableName accountingCode accountingCodeSuffix } } } }`,
      { id: j.projectId },
    );
    expect(
      saved.projectManagement.project.deliverables.find((d) => d.deliverableName === design.name),
    ).toEqual({
      deliverableName: design.name,
      accountingCode: 'BU-410',
      accountingCodeSuffix: 'IS-07',
    });
  });

  it('7b. the server lets finance@ set the BU and IS codes of a deliverable (M-084, policies/projects.ts)', async () => {
    const { codeId } = await ensureDeliverables();
    const request = j.financePage.context().request;
    const answer = await graphqlAs<{
      updateDeliverable: { accountingCode: string; accountingCodeSuffix: string };
    }>(
      request,
      j.portal.baseUrl,
      `mutation ($id: ID!, $bu: String, $is: String) {
         updateDeliverable(id: $id, accountingCode: $bu, accountingCodeSuffix: $is) { accountingCode accountingCodeSuffix } }`,
      { id: codeId, bu: 'BU-411', is: 'IS-08' },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data?.updateDeliverable).toEqual({
      accountingCode: 'BU-411',
      accountingCodeSuffix: 'IS-08',
    });
    // Finance is not a manager: the project itself stays read-only to it.
    const edit = await graphqlAs(request, j.portal.baseUrl, UPDATE_PROJECT_BUDGET, {
      projectId: j.projectId,
      name: project.name,
      budget: 1,
    });
    expect(edit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('8. the server refuses each §5 case with BAD_USER_INPUT naming the field', async () => {
    await ensureProject();
    const request = j.pmPage.context().request;
    const refusal = async (query: string, variables: Record<string, unknown>) => {
      const answer = await graphqlAs(request, j.portal.baseUrl, query, variables);
      const error = answer.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(answer)).toBe('BAD_USER_INPUT');
      return error?.extensions?.fields ?? {};
    };

    expect(
      await refusal(CREATE_PROJECT, { name: '', clientName: 'X Corp', clientShortName: 'XC' }),
    ).toMatchObject({ name: 'Required' });
    const noClient = await refusal(CREATE_PROJECT, {
      name: 'No client',
      clientName: '',
      clientShortName: '',
    });
    expect(Object.values(noClient)).toContain('Required');
    expect(await refusal(ADD_ROLE, { projectId: j.projectId, name: 'Auditor', rate: -1 })).toMatchObject({
      rate: 'Provide a positive value',
    });
    expect(await refusal(ADD_ROLE, { projectId: j.projectId, name: 'Auditor', rate: null })).toMatchObject({
      rate: 'Hourly rate is required',
    });
    expect(
      await refusal(ADD_RESOURCE, {
        projectId: j.projectId,
        name: 'Nobody',
        email: 'nobody@example.com',
        startDate: null,
      }),
    ).toMatchObject({ startDate: 'Required' });
    expect(
      await refusal(ADD_RESOURCE, {
        projectId: j.projectId,
        name: '',
        email: 'nobody@example.com',
        startDate: '20250106',
      }),
    ).toMatchObject({ name: 'Required' });
    expect(
      await refusal(ADD_DELIVERABLE, { projectId: j.projectId, milestoneName: '', deliverableName: '' }),
    ).toMatchObject({ milestoneName: 'Required', deliverableName: 'Required' });
    expect(await refusal(ADD_EXPENSE, { projectId: j.projectId, name: '', amount: 10 })).toMatchObject({
      name: 'Name is required',
    });
    expect(
      await refusal(ADD_EXPENSE, { projectId: j.projectId, name: 'Travel', amount: null }),
    ).toMatchObject({
      amount: 'Amount is required',
    });
    expect(await refusal(ADD_EXPENSE, { projectId: j.projectId, name: 'Travel', amount: -3 })).toMatchObject({
      amount: 'Provide a positive value',
    });
    expect(
      await refusal(ASSIGN_RESOURCE, {
        deliverableId: (await ensureDeliverables()).codeId,
        resourceId: await ensureResource(),
        hours: 1.1,
      }),
    ).toMatchObject({ budgetedHours: 'Hours must be in steps of 0.25' });
  });
});
