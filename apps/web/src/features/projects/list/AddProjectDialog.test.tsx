import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason } from '../../../test/disabledReason.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { AddProjectDialog, CLIENT_NAMES_FROM_CLIENT } from './AddProjectDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const clients = [{ __typename: 'Client' as const, _id: 'c-1', name: 'Acme Corp', shortName: 'ACME' }];

describe('Add Project: the client name fields say why they are disabled (issue 14)', () => {
  it('explains that both names come from the chosen client until New client is ticked', async () => {
    renderWithProviders(
      <AddProjectDialog open clients={clients} templates={[]} onClose={() => {}} onCreated={() => {}} />,
      fakeServer({}),
    );
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText('Client Name');
    const shortName = within(dialog).getByLabelText('Client Short Name');
    expect(name).toBeDisabled();
    expect(CLIENT_NAMES_FROM_CLIENT).toBe(
      "Filled in from the chosen client. Tick 'New client' to type a new one.",
    );
    await expectDisabledReason(name, CLIENT_NAMES_FROM_CLIENT);
    await expectDisabledReason(shortName, CLIENT_NAMES_FROM_CLIENT);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'New client' }));
    expect(name).toBeEnabled();
    expect(name).not.toHaveAccessibleDescription(CLIENT_NAMES_FROM_CLIENT);
    expect(shortName).toBeEnabled();
  });
});
