import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

const superAdmin = { ...employee, _id: 'u-root', groups: ['super-admin'] };

interface Entry {
  _id: string;
  key: string;
  value: string | null;
  description: string | null;
  valueType: string;
  updatedAt: string | null;
}

const entry = (key: string, value: string, valueType: string, description: string): Entry => ({
  _id: key,
  key,
  value,
  description,
  valueType,
  updatedAt: null,
});

function configServer(options: { update?: (variables: Record<string, unknown>) => unknown } = {}) {
  const entries = [
    entry('week-end-day', 'sun', 'String', 'Last day of a timesheet week.'),
    entry('company-short-name', 'Tally', 'String', 'Company short name used in page titles.'),
    entry('netsuite-enabled', 'false', 'Boolean', 'Lock editing globally.'),
    entry('support-email', 'help@example.com', 'Email', 'Where users write for help.'),
  ];
  const server = appServer({
    me: superAdmin,
    graphql: {
      AllConfigurations: () => ({
        body: {
          data: { allConfigurations: entries.map((e) => ({ __typename: 'ConfigurationEntry', ...e })) },
        },
      }),
      UpdateConfig: (variables) => {
        const answer = options.update?.(variables);
        if (answer) return answer as never;
        const saved = {
          _id: String(variables.id),
          key: String(variables.id),
          value: String(variables.value),
          description: String(variables.description),
          valueType: String(variables.valueType),
          updatedAt: '2026-11-23T05:00:00.000Z',
        };
        return { body: { data: { updateConfig: { __typename: 'ConfigurationEntry', ...saved } } } };
      },
    },
  });
  const updates = () =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> } | undefined)
      .filter((body) => body?.operationName === 'UpdateConfig')
      .map((body) => body?.variables);
  return { server, updates };
}

async function openGrid(server: ReturnType<typeof appServer>, path = '/super-admin/configurations') {
  const rendered = renderApp(path, server);
  await screen.findByRole('heading', { name: 'Configurations', level: 1 });
  await screen.findByText('week-end-day');
  return rendered;
}

const rowKeys = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openEditor(key: string) {
  fireEvent.click(screen.getByRole('button', { name: `Edit ${key}` }));
  return screen.findByRole('dialog', { name: 'Edit Configuration' });
}

describe('/super-admin/configurations', { timeout: 30_000 }, () => {
  it('is where /super-admin leads (S-001)', async () => {
    const { server } = configServer();
    const { router } = await openGrid(server, '/super-admin');
    expect(router.state.location.pathname).toBe('/super-admin/configurations');
  });

  it('lists key, value, description and type sorted by key, and searches them', async () => {
    const { server } = configServer();
    await openGrid(server);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Key', 'Value', 'Description', 'Value Type', 'Actions']));
    expect(rowKeys()).toEqual(['company-short-name', 'netsuite-enabled', 'support-email', 'week-end-day']);
    expect(screen.getByText('help@example.com')).toBeInTheDocument();
    expect(screen.getByText('4 of 4 entries')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search configurations' }), {
      target: { value: 'LOCK' },
    });
    expect(rowKeys()).toEqual(['netsuite-enabled']);
    expect(screen.getByText('1 of 4 entries')).toBeInTheDocument();
  });

  it('shows the key read-only and the current value, description and type in the modal', async () => {
    const { server } = configServer();
    await openGrid(server);
    const dialog = await openEditor('support-email');
    const key = within(dialog).getByLabelText('Key');
    expect(key).toHaveValue('support-email');
    expect(key).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Value')).toHaveValue('help@example.com');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Where users write for help.');
    expect(within(dialog).getByLabelText('Type').closest('.ant-select')).toHaveTextContent('Email');
  });

  it.each([
    ['support-email', 'not-an-address', 'Value must be a valid email address'],
    ['netsuite-enabled', 'yes', 'Value must be true or false'],
  ])('refuses an invalid %s value with the spec message, without saving', async (key, value, text) => {
    const { server, updates } = configServer();
    await openGrid(server);
    const dialog = await openEditor(key);
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value } });
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updates()).toEqual([]);
  });

  it('requires value and description', async () => {
    const { server, updates } = configServer();
    await openGrid(server);
    const dialog = await openEditor('company-short-name');
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(updates()).toEqual([]);
  });

  it('re-checks the value when the type changes (Number)', async () => {
    const { server } = configServer();
    await openGrid(server);
    const dialog = await openEditor('week-end-day');
    fireEvent.mouseDown(within(dialog).getByLabelText('Type'));
    fireEvent.click(await screen.findByTitle('Number'));
    expect(await within(dialog).findByText('Value must be a valid number')).toBeInTheDocument();
  });

  it('saves with updateConfig(id, value, description, valueType) and shows the new value in the grid', async () => {
    const { server, updates } = configServer();
    await openGrid(server);
    const dialog = await openEditor('company-short-name');
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'Globex' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates()).toEqual([
      {
        id: 'company-short-name',
        value: 'Globex',
        description: 'Company short name used in page titles.',
        valueType: 'String',
      },
    ]);
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    expect(await screen.findByText("Configuration 'company-short-name' saved")).toBeInTheDocument();
  });

  it("shows the server's field message when it refuses the save", async () => {
    const { server } = configServer({
      update: () =>
        graphqlError('BAD_USER_INPUT', 'Value must be json format', {
          fields: { value: 'Value must be json format' },
        }),
    });
    await openGrid(server);
    const dialog = await openEditor('company-short-name');
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'Globex' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value must be json format')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Configuration' })).toBeInTheDocument();
  });
});
