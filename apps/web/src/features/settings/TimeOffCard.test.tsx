import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee, profileResponse, publicConfiguration } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { tableRows, timeOffHandlers } from '../time-off/timeOffFixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const year = new Date().getFullYear();

function server(showBalances: string, supervisor = true) {
  const handlers = timeOffHandlers();
  return {
    handlers,
    server: appServer({
      configuration: { ...publicConfiguration, 'show-timeoff-balances': showBalances },
      graphql: {
        ...handlers,
        Profile: () => ({
          body: {
            data: { me: { ...profileResponse(employee), ...(supervisor ? {} : { supervisor: null }) } },
          },
        }),
      },
    }),
  };
}

describe('/user/profile supervisor card (U-005)', () => {
  it("shows the supervisor's names and e-mail", async () => {
    renderApp('/user/profile', server('0').server);
    const card = (await screen.findByText('Supervisor', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    );
    expect(within(card as HTMLElement).getByText('Pat Manager')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('link', { name: 'pm@example.com' })).toHaveAttribute(
      'href',
      'mailto:pm@example.com',
    );
  });

  it('is not shown without a supervisor', async () => {
    renderApp('/user/profile', server('0', false).server);
    await screen.findByRole('heading', { name: 'Erin Employee' });
    expect(screen.queryByText('Supervisor')).not.toBeInTheDocument();
  });
});

describe('/user/profile time-off balances (U-007..U-012)', () => {
  it('is hidden when show-timeoff-balances is 0', async () => {
    const { server: fake, handlers } = server('0');
    renderApp('/user/profile', fake);
    await screen.findByRole('heading', { name: 'Erin Employee' });
    await screen.findByText('Pat Manager');
    expect(screen.queryByText('Time-off Balances')).not.toBeInTheDocument();
    expect(handlers.TimeOffBalances).not.toHaveBeenCalled();
  });

  it("shows the user's balances for this year, a selector of 10 years and the transactions, without adding", async () => {
    const { server: fake, handlers } = server('1');
    renderApp('/user/profile', fake);
    const table = await screen.findByRole('table', { name: `Time-off balances for ${year}` });
    await waitFor(() => expect(tableRows(table)).toHaveLength(2));
    expect(tableRows(table)).toEqual([
      ['PTO', '120.00', '16.00', '-8.00', '128.00'],
      ['Sick Leave', '40.00', '0.00', '0.00', '40.00'],
    ]);
    expect(handlers.TimeOffBalances).toHaveBeenCalledWith({
      userId: 'u-employee',
      startDate: `${year}0101`,
      endDate: `${year}1231`,
    });

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Year'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(year - index)),
    );
    await user.click(screen.getByTitle(String(year - 1)));
    await waitFor(() =>
      expect(handlers.TimeOffBalances).toHaveBeenLastCalledWith({
        userId: 'u-employee',
        startDate: `${year - 1}0101`,
        endDate: `${year - 1}1231`,
      }),
    );

    await user.click(screen.getByText('Transactions'));
    const transactions = await screen.findByRole('table', { name: `Time-off transactions for ${year - 1}` });
    await waitFor(() => expect(tableRows(transactions)).toHaveLength(2));
    expect(tableRows(transactions)).toEqual([
      ['01/01/2026', 'PTO', 'EARNED', '120.00'],
      ['03/02/2026', 'PTO', 'TAKEN', '-8.00'],
    ]);
    expect(handlers.TimeOffTransactions).toHaveBeenCalledWith({
      userId: 'u-employee',
      startDate: `${year - 1}0101`,
      endDate: `${year - 1}1231`,
    });
    expect(screen.queryByRole('button', { name: 'Add Transaction' })).not.toBeInTheDocument();
  });
});
