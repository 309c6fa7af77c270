import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appServer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { cardSheet, permission, viewSheet } from '../shared/testing.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 20, 10)); // Friday 09/20/2024
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Sheet = ReturnType<typeof cardSheet>;

function listServer(sheets: () => Sheet[], extra: Parameters<typeof appServer>[0] = {}) {
  return appServer({
    ...extra,
    graphql: {
      MyTimesheets: ({ startDate, endDate }) => ({
        body: {
          data: {
            me: {
              __typename: 'Me',
              _id: 'u-employee',
              timesheets: sheets().filter(
                (s) => s.endDate >= String(startDate) && s.endDate <= String(endDate),
              ),
            },
          },
        },
      }),
      ...extra.graphql,
    },
  });
}

function card(weekEnding: string) {
  const link = screen.getByRole('link', { name: `Week ending ${weekEnding}` });
  const element = link.closest('.week-card');
  if (!(element instanceof HTMLElement)) throw new Error(`no card ${weekEnding}`);
  return within(element);
}

describe('/user/timesheets', { timeout: 20_000 }, () => {
  it('opens at the current week, not at the empty future weeks above it, and only once', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderApp(
        '/user/timesheets',
        listServer(() => []),
      );
      await screen.findByRole('link', { name: 'Week ending 09/22/2024' });
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrolled[0]?.textContent).toContain('Week ending 09/22/2024');
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
      await screen.findByRole('heading', { level: 2, name: 'June 2024' });
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows a card per week of the initial range, grouped by month, with marks and the empty-week text', async () => {
    const server = listServer(() => [
      cardSheet({ _id: 'a', endDate: '20240915', status: 'Submitted-Pending', totalHours: 40 }),
      cardSheet({ _id: 'b', endDate: '20240908', status: 'Approved', totalHours: 52.5 }),
    ]);
    renderApp('/user/timesheets', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Timesheets' })).toBeInTheDocument();
    await screen.findByText('Submitted-Pending');
    const months = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(months).toEqual(['October 2024', 'September 2024', 'August 2024', 'July 2024']);
    const query = server.calls.find(
      (c) => (c.body as { operationName?: string })?.operationName === 'MyTimesheets',
    );
    expect((query?.body as { variables: unknown }).variables).toEqual({
      startDate: '20240707',
      endDate: '20241006',
    });

    expect(card('09/22/2024').getByText('Current Week')).toBeInTheDocument();
    expect(card('09/22/2024').getByText('No timesheet exists for this week')).toBeInTheDocument();
    expect(card('09/15/2024').getByText('Overdue')).toBeInTheDocument();
    expect(card('09/15/2024').getByText('Submitted-Pending')).toHaveAttribute('data-status-color', 'gold');
    expect(card('09/08/2024').queryByText('Overdue')).toBeNull();
    expect(card('09/08/2024').getByText('Approved')).toHaveAttribute('data-status-color', 'green');
    expect(card('09/08/2024').getByText('This timesheet has over 50 hours')).toBeInTheDocument();
    expect(card('09/15/2024').queryByText('This timesheet has over 50 hours')).toBeNull();
    expect(card('09/01/2024').getByText('Overdue')).toBeInTheDocument();
  });

  it('Load More extends the range back by one month', async () => {
    const server = listServer(() => [cardSheet({ _id: 'old', endDate: '20240616', totalHours: 8 })]);
    renderApp('/user/timesheets', server);
    await screen.findByRole('heading', { level: 2, name: 'July 2024' });
    expect(screen.queryByRole('heading', { level: 2, name: 'June 2024' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'June 2024' })).toBeInTheDocument();
    await waitFor(() => expect(card('06/16/2024').getByText('8')).toBeInTheDocument());
  });

  it('opens the week when a card is clicked', async () => {
    const { router } = renderApp(
      '/user/timesheets',
      listServer(() => []),
    );
    await screen.findByRole('heading', { level: 2, name: 'July 2024' });
    fireEvent.click(card('09/08/2024').getByText('No timesheet exists for this week'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/timesheets/20240908'));
  });

  it('creates the sheet of an empty week from its card and opens the week', async () => {
    const created: unknown[] = [];
    const server = listServer(() => [], {
      graphql: {
        CreateTimesheet: (variables) => {
          created.push(variables);
          return { body: { data: { createTimesheet: viewSheet({ endDate: '20240922' }) } } };
        },
        WeekTimesheet: () => ({ body: { data: { timesheet: viewSheet({ endDate: '20240922' }) } } }),
      },
    });
    const { router } = renderApp('/user/timesheets', server);
    await screen.findByRole('heading', { level: 2, name: 'July 2024' });
    fireEvent.click(card('09/22/2024').getByRole('button', { name: 'Create Timesheet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/timesheets/20240922'));
    expect(created).toEqual([{ endDate: '20240922' }]);
  });

  it('the menu views the report in a new tab and deletes after the confirmation', async () => {
    let sheets = [cardSheet({ _id: 'a', endDate: '20240915' })];
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const server = listServer(() => sheets, {
      graphql: {
        DeleteTimesheet: ({ timesheetId }) => {
          sheets = [];
          return {
            body: {
              data: { deleteTimesheet: { __typename: 'DeletedTimesheet', _id: timesheetId, success: true } },
            },
          };
        },
      },
    });
    renderApp('/user/timesheets', server);
    await screen.findByText('Not Submitted');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for week ending 09/15/2024' }));
    fireEvent.click(await screen.findByText('view timesheet'));
    expect(open).toHaveBeenCalledWith('/reports/timesheets/a?options=project-filter', '_blank', 'noopener');

    fireEvent.click(screen.getByRole('button', { name: 'Actions for week ending 09/15/2024' }));
    fireEvent.click(await screen.findByText('Delete Timesheet'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete timesheet' });
    expect(
      within(dialog).getByText('Warning: Are you sure you want to delete this timesheet ?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(card('09/15/2024').getByText('No timesheet exists for this week')).toBeInTheDocument(),
    );
  });

  it('cancels with optional comments when allowed, and disables what the permissions refuse', async () => {
    const calls: unknown[] = [];
    let sheets = [
      cardSheet({
        _id: 'a',
        endDate: '20240915',
        status: 'Submitted-Pending',
        canCancel: permission(true),
        canDelete: permission(false, 'A submitted timesheet cannot be deleted; recall it first'),
      }),
    ];
    const server = listServer(() => sheets, {
      graphql: {
        CancelTimesheet: (variables) => {
          calls.push(variables);
          sheets = [cardSheet({ _id: 'a', endDate: '20240915', status: 'Cancelled' })];
          return {
            body: {
              data: { cancelTimesheet: viewSheet({ _id: 'a', endDate: '20240915', status: 'Cancelled' }) },
            },
          };
        },
      },
    });
    renderApp('/user/timesheets', server);
    await screen.findByText('Submitted-Pending');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for week ending 09/15/2024' }));
    const del = (await screen.findByText('Delete Timesheet')).closest('li');
    expect(del).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByText('Cancel Timesheet'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel timesheet' });
    fireEvent.change(within(dialog).getByLabelText('Comments (optional)'), {
      target: { value: 'Wrong week' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Timesheet' }));
    await waitFor(() => expect(calls).toEqual([{ timesheetId: 'a', comments: 'Wrong week' }]));
    expect(await card('09/15/2024').findByText('Cancelled')).toBeInTheDocument();
  });
});
