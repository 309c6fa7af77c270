import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnLayoutsServer } from '../../../test/columnLayouts.ts';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { admin, adminUser, approver } from './testUsers.ts';
import { USER_COLUMNS } from './usersTable.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const people = [
  adminUser({
    firstName: 'Zed',
    lastName: 'Adams',
    email: 'zed@example.com',
    lastActiveOn: '2026-03-04T15:07:00',
    payrollId: 'P-9',
    approvers: [approver('individual', 'pm@example.com'), approver('role', 'Project Manager')],
    delegatedApprovers: [approver('self', '', true)],
    integration: { __typename: 'AdminUserIntegration', sourceId: 'NS-42' },
  }),
  adminUser({ firstName: 'Carla', lastName: 'young', email: 'carla@example.com' }),
  adminUser({ firstName: 'Ivan', lastName: 'Inactive', email: 'ivan@example.com', accountActive: false }),
  adminUser({ firstName: 'Bea', lastName: 'Brown', email: 'bea@sample.org' }),
];

function usersServer(extra: Parameters<typeof appServer>[0] = {}) {
  let users = [...people];
  const server = appServer({
    me: admin,
    graphql: {
      AdminUsers: () => ({ body: { data: { admin: { __typename: 'AdminQueries', users } } } }),
      CreateUser: (variables) => {
        if (variables.email === 'zed@example.com') {
          return {
            body: {
              data: null,
              errors: [
                {
                  message: 'User exists',
                  extensions: { code: 'BAD_USER_INPUT', fields: { email: 'User exists' } },
                },
              ],
            },
          };
        }
        const created = adminUser({
          firstName: String(variables.firstName),
          lastName: String(variables.lastName),
          email: String(variables.email),
        });
        users = [...users, created];
        return { body: { data: { createUser: created } } };
      },
      ...extra.graphql,
    },
  });
  return server;
}

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.querySelector('td'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openList(server = usersServer()) {
  const view = renderApp('/admin/users', server);
  await screen.findByRole('heading', { name: 'Users' });
  await screen.findByText('zed@example.com');
  return view;
}

describe('/admin/users', { timeout: 30_000 }, () => {
  it('redirects /admin to /admin/users (D-001)', async () => {
    const { router } = renderApp('/admin', usersServer());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('shows active users sorted by last name with every column (D-003..D-006)', async () => {
    await openList();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Details',
      'First Name',
      'Last Name',
      'Email',
      'Role',
      'Employee Type',
      'Department',
      'Work Calendar',
      'Account Status',
      'Last Active On',
      'Days Since Last Active',
      'Approvers',
      'Delegated Approvers',
      'Payroll ID',
      'Integration Source ID',
    ]);
    const rows = bodyRows();
    expect(rows.map((row) => row[2])).toEqual(['Adams', 'Brown', 'young']);
    expect(rows[0]).toEqual([
      'Details',
      'Zed',
      'Adams',
      'zed@example.com',
      'Consultant',
      'W-2',
      'Delivery',
      'US',
      'Active',
      '03/04/2026 03:07 PM',
      expect.stringMatching(/ago$/),
      'pm@example.com, Role: Project Manager',
      'Self',
      'P-9',
      'NS-42',
    ]);
    expect(screen.getByRole('link', { name: 'Details of Zed Adams' })).toHaveAttribute(
      'href',
      '/admin/users/u-1',
    );
  });

  it("shows inactive users when 'Only Show Active' is cleared, and searches names and e-mails (D-002, D-003)", async () => {
    await openList();
    const onlyActive = screen.getByRole('checkbox', { name: 'Only Show Active' });
    expect(onlyActive).toBeChecked();
    fireEvent.click(onlyActive);
    expect(bodyRows().map((row) => row[2])).toContain('Inactive');
    expect(bodyRows().find((row) => row[2] === 'Inactive')?.[8]).toBe('Inactive');
    const search = screen.getByLabelText('Search users');
    fireEvent.change(search, { target: { value: 'CARLA YO' } });
    expect(bodyRows().map((row) => row[2])).toEqual(['young']);
    fireEvent.change(search, { target: { value: 'sample.org' } });
    expect(bodyRows().map((row) => row[2])).toEqual(['Brown']);
  });

  it('restores the column layout saved in settings.agGridColumns and saves changes back (U-014)', async () => {
    const order = USER_COLUMNS.map((column) => column.key).filter((key) => key !== 'email');
    const layouts = columnLayoutsServer(
      admin._id,
      JSON.stringify({
        'admin-users': {
          order: ['email', ...order],
          widths: { email: 300 },
          hidden: ['role', 'payrollId'],
          shown: [],
        },
      }),
    );
    await openList(usersServer({ graphql: layouts.handlers }));
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Details',
        'Email',
        'First Name',
        'Last Name',
        'Employee Type',
        'Department',
        'Work Calendar',
        'Account Status',
        'Last Active On',
        'Days Since Last Active',
        'Approvers',
        'Delegated Approvers',
        'Integration Source ID',
      ]),
    );
    expect(screen.getByRole('separator', { name: 'Resize Email' })).toHaveAttribute('aria-valuenow', '300');

    // The chooser lists all 14 data columns; showing Role again is saved for the next visit.
    fireEvent.click(screen.getByRole('button', { name: 'Columns of Users' }));
    const role = await screen.findByRole('checkbox', { name: 'Role' });
    expect(role).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Payroll ID' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Integration Source ID' })).toBeChecked();
    fireEvent.click(role);
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
    await waitFor(() => expect(layouts.layout('admin-users')?.hidden).toEqual(['payrollId']), {
      timeout: 3000,
    });
    expect(layouts.layout('admin-users')?.widths).toEqual({ email: 300 });
  });

  it('exports the rows shown from the server: search, filter and sort go with the link (D-007)', async () => {
    await openList();
    const links = captureExportLinks();
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const params = { search: 'a', onlyActive: 'true', sort: 'lastName', order: 'ascend' };
    expect(links.map(({ path, params }) => ({ path, params }))).toEqual([
      { path: '/api/reports/users.csv', params },
      { path: '/api/reports/users.xlsx', params },
    ]);
  });

  it('shows an error with Retry when the users cannot be loaded (D-008)', async () => {
    let fail = true;
    const server = usersServer();
    const working = server.graphql.AdminUsers!;
    server.graphql.AdminUsers = (variables) =>
      fail ? { body: { data: null, errors: [{ message: 'Database down' }] } } : working(variables);
    renderApp('/admin/users', server);
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('zed@example.com')).toBeInTheDocument();
  });

  describe('Add User', () => {
    async function openDialog(server = usersServer()) {
      const view = await openList(server);
      fireEvent.click(screen.getByRole('button', { name: /Add User/ }));
      const dialog = await screen.findByRole('dialog');
      return { ...view, dialog: within(dialog) };
    }

    it('validates the e-mail and the names before calling the server (D-010..D-012)', async () => {
      const { dialog } = await openDialog();
      fireEvent.change(dialog.getByLabelText('Email *'), { target: { value: 'nope' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await dialog.findByText('Invalid email address')).toBeInTheDocument();
      expect(dialog.getAllByText('Required')).toHaveLength(2);
      // An address on the single-sign-on domain (acme.com) needs no names...
      fireEvent.change(dialog.getByLabelText('Email *'), { target: { value: 'sso@acme.com' } });
      expect(dialog.getByLabelText('First Name')).toBeInTheDocument();
      // ...until a password is typed.
      fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret-1' } });
      expect(dialog.getByLabelText('First Name *')).toBeInTheDocument();
    });

    it("shows the server's 'User exists' as 'Email/User already in the system' (D-014)", async () => {
      const { dialog } = await openDialog();
      fireEvent.change(dialog.getByLabelText('Email *'), { target: { value: 'zed@example.com' } });
      fireEvent.change(dialog.getByLabelText('First Name *'), { target: { value: 'Zed' } });
      fireEvent.change(dialog.getByLabelText('Last Name *'), { target: { value: 'Again' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await dialog.findByText('Email/User already in the system')).toBeInTheDocument();
      expect(dialog.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'true');
    });

    it('creates the user with every field and refetches the list (D-009, D-013)', async () => {
      const server = usersServer();
      const { dialog } = await openDialog(server);
      fireEvent.change(dialog.getByLabelText('Email *'), { target: { value: ' new@example.com ' } });
      fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret-12' } });
      fireEvent.change(dialog.getByLabelText('First Name *'), { target: { value: 'Nina' } });
      fireEvent.change(dialog.getByLabelText('Last Name *'), { target: { value: 'Newman' } });
      fireEvent.change(dialog.getByLabelText('Payroll ID'), { target: { value: 'P-5' } });
      fireEvent.click(dialog.getByRole('checkbox', { name: 'Notify the user by e-mail' }));
      fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('new@example.com')).toBeInTheDocument();
      const sent = server.calls
        .map((call) => call.body as { operationName?: string; variables?: unknown } | undefined)
        .find((body) => body?.operationName === 'CreateUser');
      expect(sent?.variables).toEqual({
        email: 'new@example.com',
        password: 'secret-12',
        firstName: 'Nina',
        lastName: 'Newman',
        notify: true,
        payrollId: 'P-5',
      });
      expect(await screen.findByText('User created')).toBeInTheDocument();
    });
  });
});
