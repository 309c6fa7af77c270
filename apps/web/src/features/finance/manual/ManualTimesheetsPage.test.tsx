import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TITLE } from '../../../app/NoAccess.tsx';
import { appServer, employee, publicConfiguration } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { permission, typed, viewSheet } from '../../timesheets/shared/testing.ts';
import type { Timesheet } from '../../timesheets/shared/view-props.ts';
import { userLabel } from './UserPicker.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 18, 10)); // Wednesday 09/18/2024; its week ends Sunday 09/22
});
afterEach(() => {
  vi.useRealTimers();
});

const finance = { ...employee, _id: 'u-finance', groups: ['finance'] };
const person = (id: string, first: string, last: string, accountActive = true) =>
  typed('ManualTimesheetUser', {
    _id: id,
    firstName: first,
    lastName: last,
    email: `${first.toLowerCase()}@example.com`,
    accountActive,
  });
const USERS = [person('u-erin', 'Erin', 'Employee'), person('u-olga', 'Olga', 'Gone', false)];

function manualServer(options: { sheets?: Record<string, Timesheet>; me?: typeof finance } = {}) {
  const sheets = { ...options.sheets };
  const server = appServer({
    me: options.me ?? finance,
    configuration: { ...publicConfiguration, 'week-end-day': 'sun' },
    graphql: {
      ManualTimesheetUsers: () => ({
        body: { data: { finance: { __typename: 'FinanceQueries', manualTimesheetUsers: USERS } } },
      }),
      WeekTimesheet: ({ endDate }) => ({ body: { data: { timesheet: sheets[String(endDate)] ?? null } } }),
      CreateTimesheet: ({ endDate }) => ({
        body: { data: { createTimesheet: viewSheet({ endDate: String(endDate), userId: 'u-erin' }) } },
      }),
      SubmitManualTimesheet: ({ input }) => {
        const { regularApproval } = input as { regularApproval: boolean };
        const status = regularApproval ? 'Submitted-Pending' : 'Approved';
        return {
          body: {
            data: {
              submitManualTimesheet: viewSheet({
                userId: 'u-erin',
                status,
                canEdit: false,
                totalHours: 40,
                canRecall: permission(true),
              }),
            },
          },
        };
      },
      RecallTimesheet: () => ({
        body: { data: { recallTimesheet: viewSheet({ userId: 'u-erin', totalHours: 40 }) } },
      }),
    },
  });
  const variablesOf = (operation: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: unknown } | undefined)
      .filter((body) => body?.operationName === operation)
      .map((body) => body?.variables);
  return { server, variablesOf };
}

describe('/finance/manualTimesheets (F-075..F-082)', { timeout: 40_000 }, () => {
  it("labels users 'first last - email'", () => {
    expect(userLabel(USERS[0]!)).toBe('Erin Employee - erin@example.com');
    expect(userLabel({ ...USERS[0]!, email: null })).toBe('Erin Employee');
  });

  it('picks a user from the searchable select (inactive ones behind the switch) and opens their current week', async () => {
    const { server } = manualServer();
    const { router } = renderApp('/finance/manualTimesheets', server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add Timesheet for Other Users' }),
    ).toBeInTheDocument();
    const inactiveSwitch = screen.getByRole('switch', { name: 'Include Inactive Users' });
    expect(inactiveSwitch).not.toBeChecked();

    fireEvent.mouseDown(screen.getByLabelText('User'));
    expect(await screen.findByTitle('Erin Employee - erin@example.com')).toBeInTheDocument();
    expect(screen.queryByTitle('Olga Gone - olga@example.com')).toBeNull();
    fireEvent.click(inactiveSwitch);
    expect(await screen.findByTitle('Olga Gone - olga@example.com')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('User'));
    fireEvent.click(screen.getByTitle('Erin Employee - erin@example.com'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/finance/manualTimesheets/u-erin/20240922'),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekly Timesheet' })).toBeInTheDocument();
    expect(screen.getByText('You have not yet created a timesheet for this period.')).toBeInTheDocument();
  });

  it('moves the date forward to the week-end day and creates the week on the user’s behalf', async () => {
    const { server, variablesOf } = manualServer();
    const { router } = renderApp('/finance/manualTimesheets/u-erin/20240918', server);
    await screen.findByRole('heading', { level: 2, name: 'Weekly Timesheet' });
    expect(router.state.location.pathname).toBe('/finance/manualTimesheets/u-erin/20240922');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(variablesOf('WeekTimesheet')).toContainEqual({ endDate: '20240922', user: 'u-erin' });

    fireEvent.click(await screen.findByRole('button', { name: 'Create New Timesheet' }));
    expect(await screen.findByText('Not Submitted')).toBeInTheDocument();
    expect(variablesOf('CreateTimesheet')).toEqual([{ endDate: '20240922', user: 'u-erin' }]);
    // Editable on the user's behalf (the week screen shows another user's sheet read-only).
    expect(screen.getByRole('button', { name: 'Prefill' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/finance/manualTimesheets/u-erin/20240915'),
    );
  });

  it('submits without the regular approval process, shows Approved, and recalls it', async () => {
    const sheet = viewSheet({ userId: 'u-erin', canSubmit: permission(true), totalHours: 40 });
    const { server, variablesOf } = manualServer({ sheets: { '20240922': sheet } });
    renderApp('/finance/manualTimesheets/u-erin/20240922', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit timesheet for Erin Employee' });
    const regular = within(dialog).getByRole('radio', {
      name: 'Follow the regular approval process (approvers are e-mailed)',
    });
    expect(regular).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve now, without e-mails' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(variablesOf('SubmitManualTimesheet')).toEqual([
      { input: { timesheetId: 'ts-1', regularApproval: false, user: 'u-erin' } },
    ]);
    expect(variablesOf('SubmitTimesheet')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Recall' }));
    expect(await screen.findByText('Not Submitted')).toBeInTheDocument();
    expect(variablesOf('RecallTimesheet')).toEqual([{ timesheetId: 'ts-1' }]);
  });

  it('keeps the regular approval process when chosen', async () => {
    const sheet = viewSheet({ userId: 'u-erin', canSubmit: permission(true), totalHours: 40 });
    const { server, variablesOf } = manualServer({ sheets: { '20240922': sheet } });
    renderApp('/finance/manualTimesheets/u-erin/20240922', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit timesheet for Erin Employee' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted-Pending')).toBeInTheDocument();
    expect(variablesOf('SubmitManualTimesheet')).toEqual([
      { input: { timesheetId: 'ts-1', regularApproval: true, user: 'u-erin' } },
    ]);
  });

  it('says so when the URL names no known user, without loading a week', async () => {
    const { server, variablesOf } = manualServer();
    renderApp('/finance/manualTimesheets/u-nobody/20240922', server);
    expect(
      await screen.findByText('The user in the address was not found: choose one in the list.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Weekly Timesheet' })).toBeNull();
    expect(variablesOf('CreateTimesheet')).toEqual([]);
  });

  it('is for finance only: others are sent away', async () => {
    const { server, variablesOf } = manualServer({ me: employee as typeof finance });
    renderApp('/finance/manualTimesheets', server);
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(variablesOf('ManualTimesheetUsers')).toEqual([]);
  });
});
