import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { permission, typed, viewSheet } from '../shared/testing.ts';
import { weekServer } from './weekTestServer.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 18, 10)); // Wednesday 09/18/2024; its week ends Sunday 09/22
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/user/timesheets/{endDate}: week and creation', { timeout: 20_000 }, () => {
  it('moves a date that is not a week end forward to the next one, replacing the URL', async () => {
    const { router } = renderApp('/user/timesheets/20240918', weekServer().server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Week ending 09/22/2024' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/timesheets/20240922');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the current week for an unreadable date', async () => {
    const { router } = renderApp('/user/timesheets/not-a-date', weekServer().server);
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/22/2024' });
    expect(router.state.location.pathname).toBe('/user/timesheets/20240922');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('uses the configured week-end day', async () => {
    const { router } = renderApp(
      '/user/timesheets/20240918',
      weekServer({ configuration: { 'week-end-day': 'sat' } }).server,
    );
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/21/2024' });
    expect(router.state.location.pathname).toBe('/user/timesheets/20240921');
  });

  it('moves between weeks with the labelled buttons and the Select Week picker (which replaces)', async () => {
    const { router } = renderApp('/user/timesheets/20240922', weekServer().server);
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/22/2024' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/15/2024' });
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/08/2024' });
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/15/2024' });
    fireEvent.click(screen.getByRole('button', { name: 'Current Week' }));
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/22/2024' });
    expectRefused(screen.getByRole('button', { name: 'Current Week' }));

    const picker = screen.getByPlaceholderText('Select Week');
    fireEvent.mouseDown(picker);
    fireEvent.click(picker);
    await screen.findByTitle('2024-09-04');
    // Weeks end on Sunday (the demo's week-end day), so the calendar's rows run Monday to Sunday.
    const days = [...document.querySelectorAll('.ant-picker-content thead th')].map(
      (cell) => cell.textContent,
    );
    expect(days).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    fireEvent.click(screen.getByTitle('2024-09-04'));
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/08/2024' });
    expect(router.state.location.pathname).toBe('/user/timesheets/20240908');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("loads antd's date picker only when the pointer or the focus reaches the week navigation", async () => {
    renderApp('/user/timesheets/20240922', weekServer().server);
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/22/2024' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('.ant-picker')).toBeNull();
    expect(screen.getByPlaceholderText('Select Week')).toHaveValue('09/22/2024');

    act(() => screen.getByRole('button', { name: 'Previous week' }).focus());
    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
    expect(screen.getByPlaceholderText('Select Week')).toHaveValue('09/22/2024');
    expect(screen.getByRole('button', { name: 'Previous week' })).toHaveFocus();
  });

  it('offers to create a missing timesheet and shows the new one', async () => {
    const { server, variablesOf } = weekServer({
      graphql: {
        CreateTimesheet: ({ endDate }) => ({
          body: { data: { createTimesheet: viewSheet({ endDate: String(endDate) }) } },
        }),
      },
    });
    renderApp('/user/timesheets/20240922', server);
    expect(
      await screen.findByText('You have not yet created a timesheet for this period.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No timesheet found for this week')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create New Timesheet' }));
    expect(await screen.findByText('Not Submitted')).toBeInTheDocument();
    expect(variablesOf('CreateTimesheet')).toEqual([{ endDate: '20240922', user: null }]);
    expect(screen.queryByText('You have not yet created a timesheet for this period.')).toBeNull();
    // Issue #14: focus lands on the new sheet's next step, not the page body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Task' })).toHaveFocus());
    // The skip link moves the focus past the toolbar to the hours (here Add Task: no lines yet).
    const skip = screen.getByRole('link', { name: 'Skip to the hours' });
    act(() => skip.focus());
    fireEvent.click(skip);
    expect(screen.getByRole('button', { name: 'Add Task' })).toHaveFocus();
  });

  it('shows a week before the legacy cut-off with its banner and read-only, as the server says (T-076)', async () => {
    const { server } = weekServer({
      configuration: { 'legacy-cutoff-date': '2023-09-18', 'legacy-cutoff-message': 'Use the old system.' },
      sheets: {
        '20230917': viewSheet({ endDate: '20230917', canEdit: false }),
        '20230924': viewSheet({ endDate: '20230924' }),
      },
    });
    const { router } = renderApp('/user/timesheets/20230917', server);
    expect(await screen.findByText('Use the old system.')).toBeInTheDocument();
    // Nothing invites typing into a week the server refuses (issue 14: it looked editable).
    expect(screen.queryByRole('button', { name: 'Add Task' })).toBeNull();
    await router.navigate('/user/timesheets/20230924');
    await screen.findByRole('heading', { level: 1, name: 'Week ending 09/24/2023' });
    expect(screen.queryByText('Use the old system.')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('links to the time-off balances when show-timeoff-balances is on', async () => {
    const sheet = viewSheet({
      timeOffBalances: [
        typed('TimeOffBalance', { timeOffType: 'PTO', remaining: 12, rollover: 0, earned: 20, taken: -8 }),
      ],
    });
    renderApp('/user/timesheets/20240922', weekServer({ sheets: { '20240922': sheet } }).server);
    expect(await screen.findByRole('link', { name: 'View all time-off balances' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.getByText('PTO: 12 hours remaining')).toBeInTheDocument();
  });

  it('says a locked sheet is locked and offers no Delete that would fail (T-086)', async () => {
    const reason = 'This timesheet is locked and can no longer be changed.';
    const sheet = viewSheet({ isLocked: true, canEdit: false, canDelete: permission(false, reason) });
    renderApp('/user/timesheets/20240922', weekServer({ sheets: { '20240922': sheet } }).server);
    await waitFor(() => expect(document.querySelector('.week-banners')?.textContent).toContain(reason));
    const remove = screen.getByRole('button', { name: 'Delete' });
    expectRefused(remove);
    expect(remove).toHaveAccessibleDescription(reason);
  });

  it('locks editing globally when netsuite-enabled is true', async () => {
    const sheet = viewSheet({ canEdit: false });
    renderApp(
      '/user/timesheets/20240922',
      weekServer({ sheets: { '20240922': sheet }, configuration: { 'netsuite-enabled': 'true' } }).server,
    );
    expect(
      await screen.findByText('Timesheet editing is locked while the accounting integration is enabled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Prefill/ })).toBeNull();
  });

  it('shows the status badge and the weekly total in its colour, with the over-40 warning', async () => {
    const sheet = viewSheet({ totalHours: 42, status: 'Declined' });
    renderApp('/user/timesheets/20240922', weekServer({ sheets: { '20240922': sheet } }).server);
    expect(await screen.findByText('Declined')).toHaveAttribute('data-status-color', 'red');
    expect(screen.getByText('42 hours')).toHaveAttribute('data-total-color', 'orange');
    expect(screen.getByText('This timesheet has 42 hours, more than 40 hours in a week')).toBeInTheDocument();
  });

  it('reloads the page once when the week query fails, then offers Retry', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { server } = weekServer({ graphql: { WeekTimesheet: () => graphqlError('INTERNAL', 'boom') } });
    const first = renderApp('/user/timesheets/20240922', server);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();
    renderApp('/user/timesheets/20240922', server);
    expect(await screen.findByText('This timesheet could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it("shows another user's sheet read-only, without status actions", async () => {
    const { server, variablesOf } = weekServer({ sheets: { '20240922': viewSheet({ canEdit: true }) } });
    renderApp('/user/timesheets/20240922?user=u-other', server);
    expect(await screen.findByText('Not Submitted')).toBeInTheDocument();
    expect(variablesOf('WeekTimesheet')).toContainEqual({ endDate: '20240922', user: 'u-other' });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Prefill/ })).toBeNull();
    // T-089: it says whose week this is.
    const owner = viewSheet().user;
    expect(
      screen.getByText(`You are viewing ${owner.firstName} ${owner.lastName}'s timesheet. It is read-only.`),
    ).toBeInTheDocument();
  });

  it('switches between the Grid, Blocks and Calendar views and remembers the choice', async () => {
    const { server } = weekServer({ sheets: { '20240922': viewSheet() } });
    const first = renderApp('/user/timesheets/20240922', server);
    expect(await screen.findByRole('table', { name: 'Hours per task and day' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Blocks'));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Hours per task and day' })).toBeNull());
    fireEvent.click(screen.getByText('Calendar'));
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    first.unmount();
    renderApp('/user/timesheets/20240922', server);
    await screen.findByText('Not Submitted');
    expect(screen.queryByRole('table', { name: 'Hours per task and day' })).toBeNull();
  });
});
