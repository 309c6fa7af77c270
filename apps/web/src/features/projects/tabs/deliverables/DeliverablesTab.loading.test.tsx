import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext, type ShellUser } from '../../../../app/shell/meContext.ts';
import type { ProjectHeaderFragment } from '../../../../graphql/generated/graphql.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { canOf, projectAnswer } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/renderApp.tsx';
import DeliverablesTab from './DeliverablesTab.tsx';
import { deliverableRow } from './deliverables.fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const project = {
  _id: 'p-1',
  name: 'Apollo',
  budget: 1000,
  canManage: true,
} as ProjectHeaderFragment;
const settings = {
  lockEditing: false,
  accountingUrlSet: false,
  resourceAssignments: false,
  allowDeductingExpenses: true,
  changeOrderPrefix: null,
};
const me = {
  _id: 'u-1',
  groups: ['project-management'],
  can: canOf(['project-management']),
} as unknown as ShellUser;

const deliverable = (id: string, milestoneName: string, budget: number) => ({
  __typename: 'Deliverable',
  ...deliverableRow(milestoneName, id, { _id: id, budget }),
});

describe('Deliverables tab', () => {
  it("loads hours milestone by milestone in sequence, each showing 'Loading...', and warns when budgets exceed the project budget", async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const asked: string[][] = [];
    const server = fakeServer({
      Configurations: () => ({ body: { data: { configurations: [] } } }),
      ProjectDeliverables: () =>
        projectAnswer({
          deliverables: [deliverable('Design', 'Build', 800), deliverable('Go live', 'Launch', 400)],
        }),
      ProjectDeliverableHours: async (variables) => {
        const ids = variables.deliverableIds as string[];
        asked.push(ids);
        if (asked.length === 1) await firstHeld;
        return projectAnswer({
          deliverables: ids.map((id) => ({
            __typename: 'Deliverable',
            _id: id,
            totalApprovedHours: 3,
            totalCost: 300,
            costExplanation: 'Erin Employee: 3 h × $100 (deliverable rate) = $300',
            budgetStatus: 'Onbudget',
          })),
        });
      },
    });
    renderWithProviders(
      <MeContext.Provider value={me}>
        <DeliverablesTab project={project} settings={settings} kind="mine" refetchProject={() => undefined} />
      </MeContext.Provider>,
      server,
    );
    await screen.findByRole('region', { name: 'Build' });
    expect(
      screen.getByText(
        'Project budget is $1,000 while total deliverable budget adds up to $1,200. Make sure that the total budget specified for deliverables above is equal to or less than project budget.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(asked).toEqual([['Design']]));
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    // The second milestone waits for the first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(1);
    releaseFirst();
    await waitFor(() => expect(asked).toEqual([['Design'], ['Go live']]));
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(screen.getAllByRole('button', { name: /Cost \$300/ })).toHaveLength(2);
  });

  it('disables Add Deliverable while editing is locked and shows no actions to readers', async () => {
    const server = fakeServer({
      Configurations: () => ({ body: { data: { configurations: [] } } }),
      ProjectDeliverables: () => projectAnswer({ deliverables: [deliverable('Design', 'Build', 0)] }),
      ProjectDeliverableHours: () => ({ body: { data: null, errors: [{ message: 'offline' }] } }),
    });
    const view = renderWithProviders(
      <MeContext.Provider value={me}>
        <DeliverablesTab
          project={project}
          settings={{ ...settings, lockEditing: true }}
          kind="mine"
          refetchProject={() => undefined}
        />
      </MeContext.Provider>,
      server,
    );
    const add = await screen.findByRole('button', { name: 'Add Deliverable' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    view.unmount();

    renderWithProviders(
      <MeContext.Provider value={me}>
        <DeliverablesTab
          project={{ ...project, canManage: false }}
          settings={settings}
          kind="mine"
          refetchProject={() => undefined}
        />
      </MeContext.Provider>,
      server,
    );
    await screen.findByRole('region', { name: 'Build' });
    expect(screen.queryByRole('button', { name: 'Add Deliverable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Design' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('lets finance edit only the BU Code and IS Code of a project it does not manage (M-084)', async () => {
    const updates: Record<string, unknown>[] = [];
    const server = fakeServer({
      Configurations: () => ({ body: { data: { configurations: [] } } }),
      ProjectDeliverables: () => projectAnswer({ deliverables: [deliverable('Design', 'Build', 0)] }),
      ProjectDeliverableHours: () => ({ body: { data: null, errors: [{ message: 'offline' }] } }),
      UpdateDeliverable: (variables) => {
        updates.push(variables);
        return {
          body: {
            data: {
              updateDeliverable: {
                ...deliverable('Design', 'Build', 0),
                accountingCode: 'BU-1',
                accountingCodeSuffix: 'IS-1',
                totalApprovedHours: 0,
                totalCost: 0,
                costExplanation: '',
                budgetStatus: null,
              },
            },
          },
        };
      },
    });
    renderWithProviders(
      <MeContext.Provider
        value={{ ...me, groups: ['finance'], can: canOf(['finance']) } as unknown as ShellUser}
      >
        <DeliverablesTab
          project={{ ...project, canManage: false }}
          settings={settings}
          kind="finance"
          refetchProject={() => undefined}
        />
      </MeContext.Provider>,
      server,
    );
    const edit = await screen.findByRole('button', { name: 'Edit Design' });
    expect(screen.queryByRole('button', { name: 'Delete Design' })).toBeNull();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Budget ($)')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('BU Code'), { target: { value: 'BU-1' } });
    fireEvent.change(within(dialog).getByLabelText('IS Code'), { target: { value: 'IS-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ id: 'Design', accountingCode: 'BU-1', accountingCodeSuffix: 'IS-1' });
  });
});
