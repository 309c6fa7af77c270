import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TITLE } from '../../../app/NoAccess.tsx';
import { expectDisabledReason, expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import type { FakeResponse } from '../../../test/fakeServer.ts';
import { appServer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { admin, adminUser, approver } from './testUsers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const badInput = (fields: Record<string, string>): FakeResponse => ({
  body: {
    data: null,
    errors: [{ message: Object.values(fields)[0], extensions: { code: 'BAD_USER_INPUT', fields } }],
  },
});

function detailServer(overrides: Record<string, (variables: Record<string, unknown>) => FakeResponse> = {}) {
  let user = adminUser({
    _id: 'u-7',
    firstName: 'Erin',
    lastName: 'Employee',
    title: 'Consultant',
    email: 'erin@example.com',
    groups: ['finance'],
    approvers: [approver('individual', 'pm@example.com')],
    supervisorId: 'u-8',
    projects: [{ __typename: 'AdminUserProject', _id: 'p-1', name: 'Apollo', managers: ['Pat Manager'] }],
  });
  const supervisor = adminUser({
    _id: 'u-8',
    firstName: 'Pat',
    lastName: 'Manager',
    email: 'pm@example.com',
  });
  const boss = adminUser({ firstName: 'Bea', lastName: 'Boss', email: 'boss@example.com' });
  const gone = adminUser({
    firstName: 'Gil',
    lastName: 'Gone',
    email: 'gone@example.com',
    accountActive: false,
  });
  const answer = (field: string, changes: Record<string, unknown>) => {
    user = { ...user, ...changes };
    return { body: { data: { [field]: user } } };
  };
  const server = appServer({
    me: admin,
    graphql: {
      AdminUser: () => ({ body: { data: { admin: { __typename: 'AdminQueries', user } } } }),
      AdminSupervisorOptions: () => ({
        body: { data: { admin: { __typename: 'AdminQueries', users: [user, supervisor] } } },
      }),
      AdminUsers: () => ({
        body: { data: { admin: { __typename: 'AdminQueries', users: [user, supervisor, boss, gone] } } },
      }),
      UpdateUser: (variables) => {
        const { userId: _id, ...fields } = variables;
        return answer('updateUser', fields);
      },
      AddToGroup: (variables) => answer('addToGroup', { groups: [...user.groups, variables.name] }),
      RemoveFromGroup: (variables) =>
        answer('removeFromGroup', { groups: user.groups.filter((group) => group !== variables.name) }),
      AddApprover: (variables) => {
        const added = approver(
          String(variables.type),
          String(variables.value ?? ''),
          Boolean(variables.delegated),
        );
        return answer(
          'addApprover',
          variables.delegated
            ? { delegatedApprovers: [...user.delegatedApprovers, added] }
            : { approvers: [...user.approvers, added] },
        );
      },
      RemoveApprover: (variables) =>
        answer('removeApprover', {
          approvers: user.approvers.filter((one) => one.value !== variables.value),
        }),
      ResetUserPassword: () => ({ body: { data: { resetUserPassword: true } } }),
      ResubmitTimesheets: () => ({ body: { data: { resubmitTimesheets: 2 } } }),
      ActiveInactiveAccount: (variables) =>
        answer('activeInactiveAccount', { accountActive: variables.status }),
      ...overrides,
    },
  });
  const sent = (operation: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> } | undefined)
      .filter((body) => body?.operationName === operation)
      .map((body) => body?.variables);
  return { server, sent };
}

async function openDetail(server: ReturnType<typeof detailServer>['server']) {
  const view = renderApp('/admin/users/u-7', server);
  await screen.findByRole('heading', { name: 'Erin Employee' });
  return view;
}

const card = (title: string) => {
  const heading = screen.getByText(title, { selector: '.ant-card-head-title, .ant-card-head-title *' });
  return within(heading.closest('.ant-card') as HTMLElement);
};

describe('/admin/users/{userId}', { timeout: 30_000 }, () => {
  it('shows the header, groups, approvers and projects (D-015, D-022, D-023, D-033)', async () => {
    const { server } = detailServer();
    await openDetail(server);
    expect(screen.getByText('erin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Consultant', { selector: '.admin-user__title' })).toBeInTheDocument();
    expect(card('User Groups').getByRole('switch', { name: 'Finance' })).toBeChecked();
    expect(card('User Groups').getByRole('switch', { name: 'Admin' })).not.toBeChecked();
    expect(card('User Groups').getAllByRole('switch')).toHaveLength(6);
    expect(card('Approvers').getByText('pm@example.com')).toBeInTheDocument();
    expect(card('Delegated Approvers').getByText('No delegated approvers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apollo' })).toHaveAttribute(
      'href',
      '/project-management/projects/p-1/timesheets',
    );
    expect(screen.getByText('Pat Manager', { selector: '.admin-user__managers' })).toBeInTheDocument();
  });

  it('enables Update and Cancel only after a change; Cancel restores the loaded values (D-019)', async () => {
    const { server } = detailServer();
    await openDetail(server);
    const form = card('Edit Information');
    expectRefused(form.getByRole('button', { name: /Update$/ }));
    expectRefused(form.getByRole('button', { name: 'Cancel' }));
    // Each says why it waits (issue 14).
    await expectDisabledReason(form.getByRole('button', { name: /Update$/ }), 'No changes to save');
    await expectDisabledReason(form.getByRole('button', { name: 'Cancel' }), 'No changes to cancel');
    fireEvent.change(form.getByLabelText('Department'), { target: { value: 'Finance' } });
    expectUsable(form.getByRole('button', { name: /Update$/ }));
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(form.getByLabelText('Department')).toHaveValue('Delivery');
    expectRefused(form.getByRole('button', { name: /Update$/ }));
  });

  it("requires the names ('First name is required', 'Last name is required') without calling the server (D-017)", async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    const form = card('Edit Information');
    fireEvent.change(form.getByLabelText('First Name'), { target: { value: '  ' } });
    fireEvent.change(form.getByLabelText('Last Name'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: /Update$/ }));
    expect(await form.findByText('First name is required')).toBeInTheDocument();
    expect(form.getByText('Last name is required')).toBeInTheDocument();
    expect(sent('UpdateUser')).toEqual([]);
  });

  it("saves the trimmed fields and says 'User updated successfully' (D-016, D-020)", async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    const form = card('Edit Information');
    fireEvent.change(form.getByLabelText('Title'), { target: { value: '  Lead  ' } });
    fireEvent.change(form.getByLabelText('Payroll ID'), { target: { value: 'P-3' } });
    fireEvent.click(form.getByRole('button', { name: /Update$/ }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sent('UpdateUser')[0]).toEqual({
      userId: 'u-7',
      firstName: 'Erin',
      lastName: 'Employee',
      title: 'Lead',
      department: 'Delivery',
      payrollId: 'P-3',
      role: 'Consultant',
      employeeType: 'W-2',
      quickbooksEmployeeName: null,
      quickbooksPayrollItem: null,
      supervisorId: 'u-8',
      defaultRate: null,
    });
    await waitFor(() => expectRefused(form.getByRole('button', { name: /Update$/ })));
  });

  it('refuses a negative Default Rate with its message instead of saving 0 (issue 13)', async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    const form = card('Edit Information');
    const rate = form.getByLabelText('Default Rate');
    fireEvent.change(rate, { target: { value: '-5' } });
    fireEvent.blur(rate);
    fireEvent.click(form.getByRole('button', { name: /Update$/ }));
    expect(await form.findByText('Default rate must be a positive number')).toBeInTheDocument();
    expect(sent('UpdateUser')).toEqual([]);
  });

  it("says 'Failed to update user' with the server's message (D-020)", async () => {
    const { server } = detailServer({
      UpdateUser: () => ({ body: { data: null, errors: [{ message: 'Database unavailable' }] } }),
    });
    await openDetail(server);
    const form = card('Edit Information');
    fireEvent.change(form.getByLabelText('Role'), { target: { value: 'Lead' } });
    fireEvent.click(form.getByRole('button', { name: /Update$/ }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it("shows the server's field message under the field", async () => {
    const { server } = detailServer({
      UpdateUser: () => badInput({ supervisorId: 'Choose another user as supervisor' }),
    });
    await openDetail(server);
    const form = card('Edit Information');
    fireEvent.change(form.getByLabelText('Department'), { target: { value: 'Ops' } });
    fireEvent.click(form.getByRole('button', { name: /Update$/ }));
    expect(await form.findByText('Choose another user as supervisor')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
  });

  it('toggles a group at once with addToGroup / removeFromGroup (D-022)', async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    fireEvent.click(card('User Groups').getByRole('switch', { name: 'Admin' }));
    await waitFor(() => expect(card('User Groups').getByRole('switch', { name: 'Admin' })).toBeChecked());
    expect(sent('AddToGroup')).toEqual([{ userEmail: 'erin@example.com', name: 'admin' }]);
    fireEvent.click(card('User Groups').getByRole('switch', { name: 'Finance' }));
    await waitFor(() =>
      expect(card('User Groups').getByRole('switch', { name: 'Finance' })).not.toBeChecked(),
    );
    expect(sent('RemoveFromGroup')).toEqual([{ userEmail: 'erin@example.com', name: 'finance' }]);
  });

  it("checks the approver form: 'Select a type', 'Select a role', 'Enter approvers email'; an individual is picked from the active users (D-025..D-027)", async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    const approvers = card('Approvers');
    fireEvent.click(approvers.getByRole('button', { name: /Add$/ }));
    expect(
      await approvers.findByText('Select a type', { selector: '.tally-field-error' }),
    ).toBeInTheDocument();

    fireEvent.mouseDown(approvers.getByLabelText('Type'));
    fireEvent.click(await screen.findByTitle('Role'));
    fireEvent.click(approvers.getByRole('button', { name: /Add$/ }));
    expect(
      await approvers.findByText('Select a role', { selector: '.tally-field-error' }),
    ).toBeInTheDocument();

    fireEvent.mouseDown(approvers.getByLabelText('Type'));
    fireEvent.click((await screen.findAllByTitle('Individual'))[0]!);
    fireEvent.click(approvers.getByRole('button', { name: /Add$/ }));
    expect(await approvers.findByText('Enter approvers email')).toBeInTheDocument();
    expect(sent('AddApprover')).toEqual([]);

    // Issue 13: no free typing; the list holds the active users only, searched by name or e-mail.
    const field = approvers.getByLabelText('Approver Email');
    fireEvent.mouseDown(field);
    fireEvent.change(field, { target: { value: 'bo' } });
    const option = await screen.findByTitle('Bea Boss - boss@example.com');
    expect(screen.queryByTitle('Gil Gone - gone@example.com')).toBeNull();
    fireEvent.click(option);
    fireEvent.click(approvers.getByRole('button', { name: /Add$/ }));
    expect(await approvers.findByText('boss@example.com')).toBeInTheDocument();
    expect(sent('AddApprover')).toEqual([
      { userEmail: 'erin@example.com', type: 'individual', value: 'boss@example.com', delegated: false },
    ]);
  });

  it("shows the server's refusal of an approver under the field (an account closed meanwhile)", async () => {
    const { server } = detailServer({
      AddApprover: () => badInput({ value: 'Choose an active user as approver' }),
    });
    await openDetail(server);
    const approvers = card('Approvers');
    fireEvent.mouseDown(approvers.getByLabelText('Type'));
    fireEvent.click((await screen.findAllByTitle('Individual'))[0]!);
    fireEvent.mouseDown(approvers.getByLabelText('Approver Email'));
    fireEvent.click(await screen.findByTitle('Bea Boss - boss@example.com'));
    fireEvent.click(approvers.getByRole('button', { name: /Add$/ }));
    expect(
      await approvers.findByText('Choose an active user as approver', { selector: '.tally-field-error' }),
    ).toBeInTheDocument();
  });

  it('adds a self delegated approver and removes an approver (D-024, D-028)', async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    const delegated = card('Delegated Approvers');
    fireEvent.mouseDown(delegated.getByLabelText('Type'));
    const selves = await screen.findAllByTitle('Self');
    fireEvent.click(selves[selves.length - 1]!);
    fireEvent.click(delegated.getByRole('button', { name: /Add$/ }));
    expect(await card('Delegated Approvers').findByText('Self')).toBeInTheDocument();
    expect(sent('AddApprover')).toEqual([
      { userEmail: 'erin@example.com', type: 'self', value: null, delegated: true },
    ]);
    fireEvent.click(card('Approvers').getByRole('button', { name: 'Remove pm@example.com' }));
    // One click only asks; nothing is removed until the confirmation.
    const confirm = await screen.findByText('Remove pm@example.com from the approvers?');
    expect(sent('RemoveApprover')).toEqual([]);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(card('Approvers').queryByText('pm@example.com')).not.toBeInTheDocument());
    expect(sent('RemoveApprover')).toEqual([
      { userEmail: 'erin@example.com', type: 'individual', value: 'pm@example.com', delegated: false },
    ]);
  });

  it("resets the password: 'A new password is required.', then the call, and 'Oops something went wrong' on failure (D-031)", async () => {
    let fail = false;
    const { server, sent } = detailServer({
      ResetUserPassword: () =>
        fail
          ? { body: { data: null, errors: [{ message: 'boom' }] } }
          : { body: { data: { resetUserPassword: true } } },
    });
    await openDetail(server);
    const reset = card('Reset User Password');
    fireEvent.click(reset.getByRole('button', { name: /Reset Password$/ }));
    expect(await reset.findByText('A new password is required.')).toBeInTheDocument();
    fireEvent.change(reset.getByLabelText('New Password'), { target: { value: 'new-secret-1' } });
    fireEvent.click(reset.getByRole('button', { name: /Reset Password$/ }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(reset.getByLabelText('New Password')).toHaveValue('');
    expect(sent('ResetUserPassword')).toEqual([
      { id: 'u-7', email: 'erin@example.com', password: 'new-secret-1' },
    ]);
    fail = true;
    fireEvent.change(reset.getByLabelText('New Password'), { target: { value: 'again-1234' } });
    fireEvent.click(reset.getByRole('button', { name: /Reset Password$/ }));
    expect(await screen.findByText('Oops something went wrong')).toBeInTheDocument();
  });

  it('resubmits the open timesheets after a confirmation and says how many (D-029, D-030)', async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    fireEvent.click(card('Resubmit Timesheets').getByRole('button', { name: /Resubmit Timesheets$/ }));
    expect(sent('ResubmitTimesheets')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('Resubmitted 2 timesheets')).toBeInTheDocument();
    expect(sent('ResubmitTimesheets')).toEqual([{ userId: 'u-7' }]);
  });

  it('deactivates the account at once with activeInactiveAccount (D-032)', async () => {
    const { server, sent } = detailServer();
    await openDetail(server);
    const account = card('Active/Inactive Account').getByRole('switch', { name: /Active company employee/ });
    expect(account).toBeChecked();
    fireEvent.click(account);
    await waitFor(() =>
      expect(
        card('Active/Inactive Account').getByRole('switch', { name: /Active company employee/ }),
      ).not.toBeChecked(),
    );
    expect(sent('ActiveInactiveAccount')).toEqual([{ id: 'u-7', status: false }]);
  });

  it('shows an error with Retry when the user cannot be loaded (D-015)', async () => {
    const { server } = detailServer({
      AdminUser: () => ({ body: { data: null, errors: [{ message: 'User not found.' }] } }),
    });
    renderApp('/admin/users/u-7', server);
    expect(await screen.findByText('The user could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is refused to users outside the admin group', async () => {
    renderApp('/admin/users/u-7', appServer());
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
  });
});
