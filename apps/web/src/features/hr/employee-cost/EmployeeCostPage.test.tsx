import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TITLE } from '../../../app/NoAccess.tsx';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const hr = { ...employee, _id: 'u-hr', groups: ['human-resources'] };

type Financial = { _id: string; hourlyCost: number; startDate: string; endDate: string | null };

function user(id: string, firstName: string, lastName: string, financials: Financial[]) {
  return {
    __typename: 'HrUser',
    _id: id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    title: 'Consultant',
    employeeType: 'W-2',
    imageUrl: null,
    hr: {
      __typename: 'UserHr',
      financials: financials.map((record) => ({ __typename: 'UserFinancial', ...record })),
    },
  };
}

function costServer(overrides: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  const users = [
    user('u1', 'Erin', 'Employee', [
      { _id: 'f2', hourlyCost: 55, startDate: '20260301', endDate: null },
      { _id: 'f1', hourlyCost: 40.5, startDate: '20250101', endDate: '20260228' },
    ]),
    user('u2', 'Pat', 'Manager', []),
  ];
  const answer = (userId: unknown, financials: Financial[]) => ({
    body: {
      data: Object.fromEntries([
        [
          'result',
          {
            ...users.find((u) => u._id === userId)!,
            hr: {
              __typename: 'UserHr',
              financials: financials.map((r) => ({ __typename: 'UserFinancial', ...r })),
            },
          },
        ],
      ]),
    },
  });
  const graphql = {
    HrUsers: () => ({ body: { data: { hr: { __typename: 'HrQueries', users } } } }),
    AddUserFinancial: vi.fn((variables: Record<string, unknown>) => {
      const body = answer(variables.userId, [
        { _id: 'f9', hourlyCost: 30, startDate: '20260105', endDate: null },
      ]);
      return { body: { data: { addUserFinancial: body.body.data.result } } };
    }),
    UpdateUserFinancial: vi.fn((_variables: Record<string, unknown>) => ({
      body: {
        data: {
          updateUserFinancial: answer('u1', [
            { _id: 'f1', hourlyCost: 41, startDate: '20250101', endDate: '20260228' },
            { _id: 'f2', hourlyCost: 55, startDate: '20260301', endDate: null },
          ]).body.data.result,
        },
      },
    })),
    RemoveUserFinancial: vi.fn((_variables: Record<string, unknown>) => ({
      body: {
        data: {
          removeUserFinancial: answer('u1', [
            { _id: 'f2', hourlyCost: 55, startDate: '20260301', endDate: null },
          ]).body.data.result,
        },
      },
    })),
    ...overrides,
  };
  return { server: appServer({ me: hr, graphql: graphql as never }), graphql };
}

const row = (name: string) => within(screen.getByRole('form', { name }));

function setDate(form: ReturnType<typeof row>, label: string, value: string) {
  const input = form.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('/human-resources/employee-cost', () => {
  it('lists every user with details and the records ascending by start date, searchable by name', async () => {
    const { server } = costServer();
    renderApp('/human-resources/employee-cost', server);
    expect(await screen.findByRole('heading', { name: 'User Hourly Cost' })).toBeInTheDocument();
    expect(await screen.findByText('Erin Employee')).toBeInTheDocument();
    expect(screen.getByText('erin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Pat Manager')).toBeInTheDocument();
    const forms = screen.getAllByRole('form').map((form) => form.getAttribute('aria-label'));
    expect(forms).toEqual([
      'Erin Employee: record from 01/01/2025',
      'Erin Employee: record from 03/01/2026',
      'Erin Employee: new record',
      'Pat Manager: new record',
    ]);
    expect(row('Erin Employee: record from 01/01/2025').getByLabelText('Hourly Cost')).toHaveValue('$ 40.50');
    expect(row('Erin Employee: record from 01/01/2025').getByLabelText('End Date')).toHaveValue('02/28/2026');

    fireEvent.change(screen.getByLabelText('Search by first or last name'), {
      target: { value: 'manager pat' },
    });
    await waitFor(() => expect(screen.queryByText('Erin Employee')).not.toBeInTheDocument());
    expect(screen.getByText('Pat Manager')).toBeInTheDocument();
  });

  it('makes each user a card on a phone: the person heads it, the records take the whole width', async () => {
    const { server } = costServer();
    renderApp('/human-resources/employee-cost', server);
    const table = await screen.findByRole('table', { name: 'Users and their hourly cost' });
    expect(table.closest('.ant-table-wrapper')).toHaveClass('table-phone-cards');
    const card = within(table).getByText('Erin Employee').closest('tr') as HTMLElement;
    // An empty name: the cell takes the card's whole line, with no label before it (phone-cards.css). Type
    // and title have columns of their own only on wide screens (here 1024 px).
    const labels = within(card)
      .getAllByRole('cell')
      .filter((cell) => cell.hasAttribute('data-label'))
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['', 'Employee Type', 'Title', '']);
  });

  it('shows Cancel and Save once a record changes, validates, and updates it', async () => {
    const { server, graphql } = costServer();
    renderApp('/human-resources/employee-cost', server);
    await screen.findByText('Erin Employee');
    const form = row('Erin Employee: record from 01/01/2025');
    expect(form.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const cost = form.getByLabelText('Hourly Cost');
    fireEvent.change(cost, { target: { value: '-3' } });
    fireEvent.blur(cost);
    expect(await form.findByText('Provide a positive value')).toBeInTheDocument();
    fireEvent.change(cost, { target: { value: '' } });
    fireEvent.blur(cost);
    expect(await form.findByText('Hourly rate is required')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(form.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(form.getByLabelText('Hourly Cost')).toHaveValue('$ 40.50');

    fireEvent.change(form.getByLabelText('Hourly Cost'), { target: { value: '41' } });
    fireEvent.blur(form.getByLabelText('Hourly Cost'));
    fireEvent.click(await form.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphql.UpdateUserFinancial).toHaveBeenCalled());
    expect(graphql.UpdateUserFinancial.mock.calls[0]![0]).toEqual({
      userId: 'u1',
      indexId: 'f1',
      hourlyCost: 41,
      startDate: '20250101',
      endDate: '20260228',
    });
    await waitFor(() => expect(form.getByLabelText('Hourly Cost')).toHaveValue('$ 41.00'));
  });

  it('adds a record from the blank row with YYYYMMDD dates, after the date rules pass', async () => {
    const { server, graphql } = costServer();
    renderApp('/human-resources/employee-cost', server);
    await screen.findByText('Pat Manager');
    const form = row('Pat Manager: new record');
    fireEvent.change(form.getByLabelText('Hourly Cost'), { target: { value: '30' } });
    fireEvent.blur(form.getByLabelText('Hourly Cost'));
    fireEvent.click(await form.findByRole('button', { name: 'Save' }));
    expect(await form.findByText('Start date is required')).toBeInTheDocument();
    setDate(form, 'Start Date', '01/05/2026');
    setDate(form, 'End Date', '01/01/2026');
    expect(await form.findByText('End date needs to be after the start date')).toBeInTheDocument();
    expect(graphql.AddUserFinancial).not.toHaveBeenCalled();
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(graphql.AddUserFinancial).not.toHaveBeenCalled();
    setDate(form, 'End Date', '01/31/2026');
    await waitFor(() => expect(form.queryByText('End date needs to be after the start date')).toBeNull());
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphql.AddUserFinancial).toHaveBeenCalled());
    expect(graphql.AddUserFinancial.mock.calls[0]![0]).toEqual({
      userId: 'u2',
      hourlyCost: 30,
      startDate: '20260105',
      endDate: '20260131',
    });
    // The saved record shows and the blank row is blank again.
    expect(
      await screen.findByRole('form', { name: 'Pat Manager: record from 01/05/2026' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(row('Pat Manager: new record').getByLabelText('Hourly Cost')).toHaveValue(''));
  });

  it('shows the server field messages', async () => {
    const { server } = costServer({
      AddUserFinancial: () =>
        graphqlError('BAD_USER_INPUT', 'Bad input', { fields: { startDate: 'Start date is required' } }),
    });
    renderApp('/human-resources/employee-cost', server);
    await screen.findByText('Pat Manager');
    const form = row('Pat Manager: new record');
    fireEvent.change(form.getByLabelText('Hourly Cost'), { target: { value: '30' } });
    setDate(form, 'Start Date', '01/05/2026');
    fireEvent.click(await form.findByRole('button', { name: 'Save' }));
    expect(await form.findByText('Start date is required')).toBeInTheDocument();
  });

  it('deletes a record after the Yes/No confirmation', async () => {
    const { server, graphql } = costServer();
    renderApp('/human-resources/employee-cost', server);
    await screen.findByText('Erin Employee');
    const form = row('Erin Employee: record from 01/01/2025');
    fireEvent.click(form.getByRole('button', { name: 'Delete record' }));
    expect(await screen.findByText('Are you sure you want to delete this record?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(graphql.RemoveUserFinancial).not.toHaveBeenCalled();
    fireEvent.click(form.getByRole('button', { name: 'Delete record' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(graphql.RemoveUserFinancial).toHaveBeenCalled());
    expect(graphql.RemoveUserFinancial.mock.calls[0]![0]).toEqual({ userId: 'u1', indexId: 'f1' });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Erin Employee: record from 01/01/2025' })).toBeNull(),
    );
  });

  it('tells users outside human-resources the page is not theirs', async () => {
    const { router } = renderApp('/human-resources/employee-cost', appServer({ me: employee }));
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/human-resources/employee-cost');
  });
});
