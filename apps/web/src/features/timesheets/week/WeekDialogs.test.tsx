import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { typed, viewSheet } from '../shared/testing.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { COMMENTS_NEED_HOURS } from './PrefillDialog.tsx';
import { weekServer } from './weekTestServer.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 18, 10));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const WEEK = '/user/timesheets/20240922';

const declined = viewSheet({
  status: 'Declined',
  approvalsRequired: [
    typed('TimesheetApproval', {
      _id: 'step-1',
      projectId: 'p-1',
      status: 'Declined',
      badgeColor: 'red',
      canApprove: ['pm@example.com', 'admin@example.com'],
      approvedOn: null,
      approvedBy: null,
      approvedByUser: null,
      approvers: [
        typed('TimesheetApprover', { name: 'Pat Manager', email: 'pm@example.com', image: null }),
        typed('TimesheetApprover', { name: 'Ada Admin', email: 'admin@example.com', image: null }),
      ],
    }),
    typed('TimesheetApproval', {
      _id: 'step-2',
      projectId: 'p-2',
      status: 'Pending',
      badgeColor: 'orange',
      canApprove: ['lead@example.com'],
      approvedOn: null,
      approvedBy: null,
      approvedByUser: null,
      approvers: [typed('TimesheetApprover', { name: 'Lee Lead', email: 'lead@example.com', image: null })],
    }),
  ],
  timeline: [
    typed('TimesheetTimelineEvent', {
      date: '2024-09-16T09:00:00.000Z',
      type: 'Submitted',
      createdBy: 'employee@example.com',
      createdByUser: null,
      metadata: {},
    }),
    typed('TimesheetTimelineEvent', {
      date: '2024-09-17T09:00:00.000Z',
      type: 'Declined',
      createdBy: 'pm@example.com',
      createdByUser: typed('TimesheetUser', { _id: 'u-pm', firstName: 'Pat', lastName: 'Manager' }),
      metadata: { comments: 'Missing Friday' },
    }),
  ],
});

describe('/user/timesheets/{endDate}: activity and prefill', { timeout: 20_000 }, () => {
  it('shakes the activity button after a decline until the drawer is opened, remembering it per sheet', async () => {
    const { server } = weekServer({ sheets: { '20240922': declined } });
    const first = renderApp(WEEK, server);
    const button = await screen.findByRole('button', { name: /Timesheet Activity/ });
    expect(button).toHaveAttribute('data-shaking', 'true');
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Timesheet Activity' });
    // The drawer's panels load when it first opens.
    expect(await within(drawer).findByText('Declined by Pat Manager')).toBeInTheDocument();
    expect(within(drawer).getByText('“Missing Friday”')).toBeInTheDocument();
    expect(within(drawer).getByText('Approval Pending')).toBeInTheDocument();
    expect(
      within(drawer)
        .getByText(/Pat Manager \(main\)/)
        .closest('[data-approver-color]'),
    ).toHaveAttribute('data-approver-color', 'red');
    expect(within(drawer).getByText('Lee Lead').closest('[data-approver-color]')).toHaveAttribute(
      'data-approver-color',
      'orange',
    );
    expect(screen.getByRole('button', { name: /Timesheet Activity/ })).toHaveAttribute(
      'data-shaking',
      'false',
    );
    first.unmount();

    renderApp(WEEK, server);
    expect(await screen.findByRole('button', { name: /Timesheet Activity/ })).toHaveAttribute(
      'data-shaking',
      'false',
    );
  });

  it("does not shake when the sheet is not declined, and shows 'No approvers'", async () => {
    renderApp(WEEK, weekServer({ sheets: { '20240922': viewSheet() } }).server);
    const button = await screen.findByRole('button', { name: /Timesheet Activity/ });
    expect(button).toHaveAttribute('data-shaking', 'false');
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Timesheet Activity' });
    expect(await within(drawer).findByText('No approvers')).toBeInTheDocument();
  });

  it('prefills from an earlier week, comments only together with hours', async () => {
    const earlier: Timesheet = viewSheet({ _id: 'ts-0', endDate: '20240915', totalHours: 8 });
    const { server, variablesOf } = weekServer({
      sheets: { '20240922': viewSheet(), '20240915': earlier },
      graphql: {
        PrefillTimesheet: () => ({
          body: { data: { prefillAddTimesheetLineItem: viewSheet({ totalHours: 8 }) } },
        }),
      },
    });
    renderApp(WEEK, server);
    fireEvent.click(await screen.findByRole('button', { name: /Prefill/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a week to prefill from' });
    await waitFor(() =>
      expect(variablesOf('WeekTimesheet')).toContainEqual({ endDate: '20240915', user: null }),
    );
    const hours = within(dialog).getByRole('checkbox', { name: 'Hours' });
    const comments = within(dialog).getByRole('checkbox', { name: 'Comments' });
    expect(comments).toBeDisabled();
    await expectDisabledReason(comments, COMMENTS_NEED_HOURS);
    fireEvent.click(hours);
    expect(comments).toBeEnabled();
    expect(comments).not.toHaveAccessibleDescription(COMMENTS_NEED_HOURS);
    fireEvent.click(comments);
    fireEvent.click(hours);
    expect(comments).toBeDisabled();
    expect(comments).not.toBeChecked();
    fireEvent.click(hours);
    fireEvent.click(comments);
    await waitFor(() => expectUsable(within(dialog).getByRole('button', { name: 'Prefill' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prefill' }));
    await waitFor(() =>
      expect(variablesOf('PrefillTimesheet')).toEqual([
        {
          originalTimesheetId: 'ts-0',
          newTimesheetId: 'ts-1',
          includeOptions: { hours: true, comments: true },
        },
      ]),
    );
    expect(await screen.findByText('8 hours')).toBeInTheDocument();
  });

  it('says why Prefill waits when the chosen week has no timesheet', async () => {
    const { server, variablesOf } = weekServer({ sheets: { '20240922': viewSheet() } });
    renderApp(WEEK, server);
    fireEvent.click(await screen.findByRole('button', { name: /Prefill/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a week to prefill from' });
    expect(await within(dialog).findByText('No timesheet found for this week')).toBeInTheDocument();
    const prefill = within(dialog).getByRole('button', { name: 'Prefill' });
    await expectDisabledReason(prefill, 'There is no timesheet for the chosen week');
    expectRefused(prefill);
    expect(variablesOf('PrefillTimesheet')).toEqual([]);
  });

  it('says when the chosen week could not be loaded, and Retry asks again', async () => {
    const earlier: Timesheet = viewSheet({ _id: 'ts-0', endDate: '20240915', totalHours: 8 });
    let fail = true;
    const { server } = weekServer({
      graphql: {
        WeekTimesheet: ({ endDate }) => {
          if (endDate === '20240922') return { body: { data: { timesheet: viewSheet() } } };
          if (fail) return graphqlError('INTERNAL_SERVER_ERROR', 'The server is down');
          return { body: { data: { timesheet: earlier } } };
        },
      },
    });
    renderApp(WEEK, server);
    fireEvent.click(await screen.findByRole('button', { name: /Prefill/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a week to prefill from' });
    const title = await within(dialog).findByText('The chosen week could not be loaded.');
    const panel = title.closest('[role="alert"]') as HTMLElement;
    expect(panel).toHaveTextContent('The server is down');
    await expectDisabledReason(
      within(dialog).getByRole('button', { name: 'Prefill' }),
      'The chosen week could not be loaded',
    );
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expectUsable(within(dialog).getByRole('button', { name: 'Prefill' })));
  });
});
