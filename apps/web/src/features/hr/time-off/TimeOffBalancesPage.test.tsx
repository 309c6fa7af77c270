import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { loadStylesheetForFile } from '../../../test/stylesheet.ts';
import { resetViewportAfterEach, setViewportWidth } from '../../../test/viewport.ts';
import { tableRows, timeOffHandlers } from '../../time-off/timeOffFixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});
resetViewportAfterEach();
loadStylesheetForFile('ui/table/phone-cards.css');

const hr = { ...employee, _id: 'u-hr', groups: ['human-resources'] };
const year = new Date().getFullYear();

const user = (
  id: string,
  firstName: string,
  lastName: string,
  active: boolean,
  remaining: number | null,
) => ({
  __typename: 'HrUser',
  _id: id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  title: 'Consultant',
  accountActive: active,
  timeOffBalances:
    remaining === null ? [] : [{ __typename: 'TimeOffBalance', timeOffType: 'PTO', remaining }],
});

function hrServer(
  add = vi.fn((_variables: Record<string, unknown>) => ({
    body: {
      data: {
        addTimeOffTransactions: {
          __typename: 'TimeOffTransaction',
          _id: 't-new',
          timeOffType: 'PTO',
          date: '20260410',
          transactionType: 'TAKEN',
          hours: -8,
        },
      },
    },
  })),
) {
  let remaining = 128;
  const HrTimeOffUsers = vi.fn(() => ({
    body: {
      data: {
        hr: {
          __typename: 'HrQueries',
          users: [
            user('u-erin', 'Erin', 'Employee', true, remaining),
            user('u-olga', 'Olga', 'Old', false, 8),
            user('u-pat', 'Pat', 'Manager', true, null),
          ],
        },
      },
    },
  }));
  const AddTimeOffTransaction = vi.fn((variables: Record<string, unknown>) => {
    remaining -= 8;
    return add(variables);
  });
  const handlers = timeOffHandlers();
  return {
    server: appServer({ me: hr, graphql: { ...handlers, HrTimeOffUsers, AddTimeOffTransaction } }),
    HrTimeOffUsers,
    AddTimeOffTransaction,
    handlers,
  };
}

const usersTable = () => screen.getByRole('table', { name: 'Users and their time-off balances' });

describe('/human-resources/time-off-balances (H-015, H-016)', () => {
  it("makes each row's expand button and the search's clear button 44 px touch targets on a phone", async () => {
    setViewportWidth(390);
    const { server } = hrServer();
    renderApp('/human-resources/time-off-balances', server);
    await screen.findByText('Erin Employee');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'erin' } });
    const expand = screen.getByRole('button', { name: 'Show the time off of Erin Employee' });
    const clear = (
      screen.getByLabelText('Search by name').closest('.ant-input-affix-wrapper') as HTMLElement
    ).querySelector('.ant-input-clear-icon') as HTMLElement;
    for (const target of [expand, clear]) {
      expect(getComputedStyle(target).minHeight).toBe('44px');
      expect(getComputedStyle(target).minWidth).toBe('44px');
    }
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(expand);
    expect(await screen.findByRole('button', { name: 'Hide the time off of Erin Employee' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("lists the active users with this year's remaining balances; inactive ones on demand; search by name", async () => {
    const { server, HrTimeOffUsers } = hrServer();
    renderApp('/human-resources/time-off-balances', server);
    expect(await screen.findByRole('heading', { name: 'Time-off Balances' })).toBeInTheDocument();
    await screen.findByText('Erin Employee');
    expect(HrTimeOffUsers).toHaveBeenCalledWith({ startDate: `${year}0101`, endDate: `${year}1231` });
    expect(tableRows(usersTable()).map((row) => row.slice(1))).toEqual([
      ['Erin Employee erin@example.com', 'Consultant', 'PTO 128.00'],
      ['Pat Manager pat@example.com', 'Consultant', 'No balances'],
    ]);
    fireEvent.click(screen.getByLabelText('Include Inactive Users'));
    expect(await screen.findByText('Olga Old')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'pat' } });
    await waitFor(() => expect(tableRows(usersTable())).toHaveLength(1));
  });

  it('adds a transaction for a user after checking each field, then shows the new balance', async () => {
    const { server, AddTimeOffTransaction, handlers } = hrServer();
    renderApp('/human-resources/time-off-balances', server);
    await screen.findByText('Erin Employee');
    fireEvent.click(screen.getByRole('button', { name: 'Show the time off of Erin Employee' }));
    const form = await screen.findByRole('form', { name: 'Add Transaction for Erin Employee' });
    await screen.findByRole('table', { name: `Time-off balances of Erin Employee for ${year}` });
    expect(handlers.TimeOffBalances).toHaveBeenCalledWith({
      userId: 'u-erin',
      startDate: `${year}0101`,
      endDate: `${year}1231`,
    });

    const ui = userEvent.setup();
    await ui.click(within(form).getByRole('button', { name: 'Add Transaction' }));
    expect(await within(form).findByText('Select a time-off type')).toBeInTheDocument();
    expect(within(form).getByText('Date is required')).toBeInTheDocument();
    expect(within(form).getByText(/Transaction type must be one of/)).toBeInTheDocument();
    expect(AddTimeOffTransaction).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(form).getByLabelText('Time-off type'));
    fireEvent.click(
      (await screen.findAllByTitle('PTO')).find((item) => item.classList.contains('ant-select-item-option'))!,
    );
    fireEvent.mouseDown(within(form).getByLabelText('Transaction type'));
    fireEvent.click(
      (await screen.findAllByTitle('TAKEN')).find((item) =>
        item.classList.contains('ant-select-item-option'),
      )!,
    );
    await ui.type(within(form).getByLabelText('Date'), '04/10/2026');
    await ui.keyboard('{Tab}');
    await ui.type(within(form).getByLabelText('Hours'), '1.1');
    await ui.click(within(form).getByRole('button', { name: 'Add Transaction' }));
    expect(await within(form).findByText('Hours must be in steps of 0.25')).toBeInTheDocument();
    expect(AddTimeOffTransaction).not.toHaveBeenCalled();

    await ui.clear(within(form).getByLabelText('Hours'));
    await ui.type(within(form).getByLabelText('Hours'), '8');
    await ui.click(within(form).getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() =>
      expect(AddTimeOffTransaction).toHaveBeenCalledWith({
        userId: 'u-erin',
        timeOffType: 'PTO',
        date: '20260410',
        transactionType: 'TAKEN',
        hours: 8,
      }),
    );
    expect(await screen.findByText('Transaction added')).toBeInTheDocument();
    expect(
      await screen.findByText('120.00', { selector: '.hr-timeoff__balances strong' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message under the field it names", async () => {
    const add = vi.fn(() =>
      graphqlError('BAD_USER_INPUT', 'bad type', {
        fields: { timeOffType: "Not a type of the 'Time Off' taxonomy" },
      }),
    );
    const { server } = hrServer(add as never);
    renderApp('/human-resources/time-off-balances', server);
    await screen.findByText('Erin Employee');
    fireEvent.click(screen.getByRole('button', { name: 'Show the time off of Erin Employee' }));
    const form = await screen.findByRole('form', { name: 'Add Transaction for Erin Employee' });
    const ui = userEvent.setup();
    fireEvent.mouseDown(within(form).getByLabelText('Time-off type'));
    fireEvent.click(
      (await screen.findAllByTitle('PTO')).find((item) => item.classList.contains('ant-select-item-option'))!,
    );
    fireEvent.mouseDown(within(form).getByLabelText('Transaction type'));
    fireEvent.click(
      (await screen.findAllByTitle('EARNED')).find((item) =>
        item.classList.contains('ant-select-item-option'),
      )!,
    );
    await ui.type(within(form).getByLabelText('Date'), '04/10/2026');
    await ui.keyboard('{Tab}');
    await ui.type(within(form).getByLabelText('Hours'), '8');
    await ui.click(within(form).getByRole('button', { name: 'Add Transaction' }));
    expect(await within(form).findByText("Not a type of the 'Time Off' taxonomy")).toBeInTheDocument();
  });
});
