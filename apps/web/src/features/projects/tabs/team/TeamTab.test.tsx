import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ProjectHeaderFragment,
  ProjectSettingsFieldsFragment,
} from '../../../../graphql/generated/graphql.ts';
import { expectRefused, expectUsable } from '../../../../test/disabledReason.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { projectAnswer } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/renderApp.tsx';
import TeamTab from './TeamTab.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = { _id: 'p-1', name: 'Apollo', budget: 1000, canManage: true } as ProjectHeaderFragment;
const settings = { lockEditing: false, accountingUrlSet: false } as ProjectSettingsFieldsFragment;

const resource = (id: string, name: string, totalApprovedHours: number) => ({
  __typename: 'Resource',
  _id: id,
  name,
  email: `${id}@example.com`,
  role: null,
  startDate: '20240101',
  endDate: null,
  note: null,
  inactive: false,
  allowProjectManagement: false,
  timesheetApprover: false,
  budgetedHours: 10,
  totalApprovedHours,
  user: null,
});

function renderTeam() {
  const server = fakeServer({
    ProjectTeam: () =>
      projectAnswer({
        canManage: true,
        roles: [],
        resources: [resource('r-1', 'Erin Employee', 6), resource('r-2', 'Nora New', 0)],
      }),
    TeamAssignableUsers: () => ({
      body: { data: { projectManagement: { __typename: 'ProjectManagementQueries', assignableUsers: [] } } },
    }),
  });
  renderWithProviders(
    <TeamTab project={project} settings={settings} kind="mine" refetchProject={() => undefined} />,
    server,
  );
  return server;
}

describe('Team tab', () => {
  it('keeps Remove unusable, with the reason, for a person with approved hours (M-063)', async () => {
    const server = renderTeam();
    const blocked = await screen.findByRole('button', { name: 'Remove Erin Employee' });
    expectRefused(blocked);
    expect(blocked).toHaveAccessibleDescription(
      'This resource has 6 approved hours on the project and cannot be removed. Mark it inactive instead.',
    );
    fireEvent.click(blocked);
    expect(screen.queryByText('Remove Erin Employee from the team?')).toBeNull();
    // Someone without approved hours can still be removed, after a confirmation.
    const free = screen.getByRole('button', { name: 'Remove Nora New' });
    expectUsable(free);
    fireEvent.click(free);
    expect(await screen.findByText('Remove Nora New from the team?')).toBeTruthy();
    expect(server.calls.some((call) => JSON.stringify(call.body).includes('RemoveResource'))).toBe(false);
  });

  it("marks the missing fields 'Required' when Add Resource's Save is pressed, instead of a grey button", async () => {
    const server = renderTeam();
    fireEvent.click(await screen.findByRole('button', { name: /Add Resource/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Resource' });
    const save = within(drawer).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    expect(within(drawer).queryByText('Required')).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(within(drawer).getAllByText('Required')).toHaveLength(3));
    expect(within(drawer).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.some((call) => JSON.stringify(call.body).includes('AddResource'))).toBe(false);
  });
});
