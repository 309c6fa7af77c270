import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason } from '../../../../test/disabledReason.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { projectAnswer } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/renderApp.tsx';
import { AssignedResources } from './AssignedResources.tsx';

afterEach(() => vi.unstubAllGlobals());

const LOCKED = 'Editing is locked while the accounting integration is enabled.';

function setup(lockAdd: boolean) {
  const server = fakeServer({
    DeliverableResources: () => ({
      body: {
        data: {
          projectManagement: { __typename: 'ProjectManagementQueries', getResourcesByDeliverableId: [] },
        },
      },
    }),
    DeliverableProjectResources: () =>
      projectAnswer({
        resources: [
          {
            __typename: 'Resource',
            _id: 'r-1',
            name: null,
            email: 'erin@example.com',
            inactive: false,
            user: { __typename: 'ResourceUser', firstName: 'Erin', lastName: 'Employee' },
          },
        ],
      }),
  });
  renderWithProviders(
    <AssignedResources
      projectId="p-1"
      deliverableId="d-1"
      deliverableName="Design"
      canEdit
      hideAdd={false}
      lockAdd={lockAdd}
    />,
    server,
  );
  return server;
}

const assigned = (server: ReturnType<typeof fakeServer>) =>
  server.calls.some(
    (call) => (call.body as { operationName?: string })?.operationName === 'AddDeliverableResource',
  );

describe('Assigning resources says why it cannot yet (issue 14)', () => {
  it('keeps Assign reachable and says a resource must be chosen first', async () => {
    const server = setup(false);
    const assign = await screen.findByRole('button', { name: 'Assign' });
    expect(assign).toHaveAttribute('aria-disabled', 'true');
    assign.focus();
    expect(assign).toHaveFocus();
    await expectDisabledReason(assign, 'Choose a resource to assign first');
    fireEvent.click(assign);
    expect(assigned(server)).toBe(false);

    const select = screen.getByRole('combobox', { name: 'Resource to assign to Design' });
    expect(select).toBeEnabled();
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Erin Employee (erin@example.com)'));
    await waitFor(() => expect(assign).not.toHaveAttribute('aria-disabled'));
    expect(assign).not.toHaveAccessibleDescription();
  });

  it('says editing is locked on the resource choice and on Assign while the integration is enabled', async () => {
    setup(true);
    const assign = await screen.findByRole('button', { name: 'Assign' });
    await expectDisabledReason(assign, LOCKED);
    const select = screen.getByRole('combobox', { name: 'Resource to assign to Design' });
    expect(select).toBeDisabled();
    await expectDisabledReason(select, LOCKED);
  });
});
