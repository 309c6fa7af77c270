import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { ...employee, _id: 'u-admin', groups: ['admin'] };

interface Row {
  _id: string;
  name: string;
  shortName: string;
  customerName: string | null;
}

const asClient = (row: Row) => ({
  __typename: 'Client',
  _id: row._id,
  name: row.name,
  shortName: row.shortName,
  quickbooks: { __typename: 'ClientQuickbooks', customerName: row.customerName },
});

function clientsServer(rows: Row[], answers: { add?: () => unknown; edit?: () => unknown } = {}) {
  const list = [...rows];
  const server = appServer({
    me: admin,
    graphql: {
      AdminClients: () => ({
        body: { data: { client: { __typename: 'ClientQueries', all: list.map(asClient) } } },
      }),
      AddClient: (variables) => {
        const failure = answers.add?.();
        if (failure) return failure as never;
        const row = {
          _id: `c-${list.length + 1}`,
          name: String(variables.name),
          shortName: String(variables.shortName),
          customerName: null,
        };
        list.push(row);
        return { body: { data: { client: { __typename: 'ClientMutations', add: asClient(row) } } } };
      },
      EditClient: (variables) => {
        const failure = answers.edit?.();
        if (failure) return failure as never;
        const row = list.find((r) => r._id === variables.id)!;
        Object.assign(row, {
          name: variables.name,
          shortName: variables.shortName,
          customerName: variables.quickbooksCustomerName,
        });
        return { body: { data: { client: { __typename: 'ClientMutations', edit: asClient(row) } } } };
      },
    },
  });
  const sent = (operation: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: unknown } | undefined)
      .filter((body) => body?.operationName === operation)
      .map((body) => body?.variables);
  return { server, sent };
}

const rows: Row[] = [
  { _id: 'c-1', name: 'Acme Corp', shortName: 'ACME', customerName: 'Acme:HQ' },
  { _id: 'c-2', name: 'Beta Labs', shortName: 'BETA', customerName: null },
];

const type = (label: string, value: string) =>
  fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(label), { target: { value } });

describe('/admin/clients', { timeout: 30_000 }, () => {
  it('lists every client in one table with Name, Short Name, Customer Name and Actions, without paging', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      _id: `c-${i}`,
      name: `Client ${String(i).padStart(2, '0')}`,
      shortName: `C${i}`,
      customerName: i === 0 ? 'First:Customer' : null,
    }));
    renderApp('/admin/clients', clientsServer(many).server);
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    await screen.findByText('Client 29');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Short Name', 'Customer Name', 'Actions']);
    expect(screen.getAllByRole('button', { name: /^Edit Client/ })).toHaveLength(30);
    expect(screen.getByText('First:Customer')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it("creates a client: Create disabled until changed, the spec's messages, trimmed names sent", async () => {
    const { server, sent } = clientsServer(rows);
    renderApp('/admin/clients', server);
    fireEvent.click(await screen.findByRole('button', { name: /New Client/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Client' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expectRefused(create);
    // Create says what it waits for (issue 14).
    await expectDisabledReason(create, 'Enter a name and a short name first');
    expect(within(dialog).queryByLabelText('Customer Name')).toBeNull();
    type('Name', '  ');
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    type('Short Name', 'x');
    type('Short Name', ' ');
    expect(await within(dialog).findByText('Short Name is required')).toBeInTheDocument();
    expectRefused(create);
    type('Name', '  Gamma Group ');
    type('Short Name', ' GG ');
    await waitFor(() => expectUsable(create));
    expect(create).not.toHaveAccessibleDescription();
    fireEvent.click(create);
    expect(await screen.findByText('Gamma Group')).toBeInTheDocument();
    expect(sent('AddClient')).toEqual([{ name: 'Gamma Group', shortName: 'GG' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a client: Save disabled until changed; the customer name is sent, empty as null', async () => {
    const { server, sent } = clientsServer(rows);
    renderApp('/admin/clients', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Acme Corp');
    expect(within(dialog).getByLabelText('Customer Name')).toHaveValue('Acme:HQ');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expectRefused(save);
    await expectDisabledReason(save, 'No changes to save');
    type('Short Name', ' ACME ');
    expectRefused(save);
    type('Customer Name', '   ');
    await waitFor(() => expectUsable(save));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('EditClient')).toEqual([
      { id: 'c-1', name: 'Acme Corp', shortName: 'ACME', quickbooksCustomerName: null },
    ]);
  });

  it("shows the server's field message on its field", async () => {
    const { server } = clientsServer(rows, {
      add: () =>
        graphqlError('BAD_USER_INPUT', 'taken', {
          fields: { name: 'A client with this name already exists' },
        }),
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/admin/clients', server);
    fireEvent.click(await screen.findByRole('button', { name: /New Client/ }));
    await screen.findByRole('dialog', { name: 'New Client' });
    type('Name', 'acme corp');
    type('Short Name', 'AC');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A client with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
