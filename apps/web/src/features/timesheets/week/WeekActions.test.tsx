import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { permission, viewSheet } from '../shared/testing.ts';
import type { Timesheet } from '../shared/view-props.ts';
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
const submittable = (overrides: Partial<Timesheet> = {}) =>
  viewSheet({ canSubmit: permission(true), totalHours: 20, ...overrides });

async function openSubmit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  return screen.findByRole('dialog', { name: 'Submit timesheet' });
}

describe('/user/timesheets/{endDate}: status actions', { timeout: 20_000 }, () => {
  it('confirms a submit with the under-35 warning and shows the submitted sheet', async () => {
    const { server, variablesOf } = weekServer({
      sheets: { '20240922': submittable() },
      graphql: {
        SubmitTimesheet: () => ({
          body: { data: { submitTimesheet: viewSheet({ status: 'Submitted-Pending', canEdit: false }) } },
        }),
      },
    });
    renderApp(WEEK, server);
    const dialog = await openSubmit();
    expect(within(dialog).getByText('Submit timesheet for approval?')).toBeInTheDocument();
    expect(within(dialog).getByText('Warning : Timesheet has less than 35 hours')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted-Pending')).toHaveAttribute('data-status-color', 'gold');
    expect(variablesOf('SubmitTimesheet')).toEqual([{ timesheetId: 'ts-1' }]);
    expect(screen.queryByRole('button', { name: /Prefill/ })).toBeNull();
  });

  it('opens Submit on its primary action, not its close button (issue #14)', async () => {
    const { server } = weekServer({
      sheets: { '20240922': submittable() },
      graphql: {
        SubmitTimesheet: () => ({
          body: {
            data: {
              submitTimesheet: viewSheet({
                status: 'Submitted-Pending',
                canEdit: false,
                canRecall: permission(true),
              }),
            },
          },
        }),
      },
    });
    renderApp(WEEK, server);
    const dialog = await openSubmit();
    const confirm = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(confirm).toHaveFocus());
    fireEvent.click(confirm);
    await screen.findByText('Submitted-Pending');
    // Where focus lands once the dialog has closed (Recall) is checked in the browser (timesheets/timesheets.spec.ts):
    // happy-dom never ends the dialog's closing motion.
  });

  it('leaves the warning out from 35 hours and shows a server refusal in the spec words', async () => {
    const refusal =
      'Total logged hours cannot be more than 80 in a week. Please contact your manager if you need to submit more than 80 hours';
    const { server } = weekServer({
      sheets: { '20240922': submittable({ totalHours: 38 }) },
      graphql: { SubmitTimesheet: () => graphqlError('BAD_USER_INPUT', refusal) },
    });
    renderApp(WEEK, server);
    const dialog = await openSubmit();
    expect(within(dialog).queryByText('Warning : Timesheet has less than 35 hours')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('disables Submit with the server reason as its tooltip and description', async () => {
    const sheet = viewSheet({ canSubmit: permission(false, 'Timesheet is too far into the future') });
    renderApp(WEEK, weekServer({ sheets: { '20240922': sheet } }).server);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await expectDisabledReason(submit, 'Timesheet is too far into the future');
    expectRefused(submit);
    expect(screen.queryByRole('dialog', { name: 'Submit timesheet' })).toBeNull();
  });

  it('recalls a submitted sheet', async () => {
    const { server, variablesOf } = weekServer({
      sheets: {
        '20240922': viewSheet({ status: 'Submitted-Pending', canEdit: false, canRecall: permission(true) }),
      },
      graphql: { RecallTimesheet: () => ({ body: { data: { recallTimesheet: viewSheet() } } }) },
    });
    renderApp(WEEK, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Recall' }));
    expect(await screen.findByText('Not Submitted')).toBeInTheDocument();
    expect(variablesOf('RecallTimesheet')).toEqual([{ timesheetId: 'ts-1' }]);
  });

  it('deletes after the warning and returns to the no-sheet state', async () => {
    const { server } = weekServer({
      sheets: { '20240922': viewSheet() },
      graphql: {
        DeleteTimesheet: () => ({
          body: { data: { deleteTimesheet: { __typename: 'DeletedTimesheet', _id: 'ts-1', success: true } } },
        }),
      },
    });
    renderApp(WEEK, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete timesheet' });
    expect(
      within(dialog).getByText('Warning: Are you sure you want to delete this timesheet ?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('You have not yet created a timesheet for this period.'),
    ).toBeInTheDocument();
  });

  it('cancels with optional comments', async () => {
    const { server, variablesOf } = weekServer({
      sheets: { '20240922': viewSheet({ status: 'Submitted-Pending', canCancel: permission(true) }) },
      graphql: {
        CancelTimesheet: () => ({ body: { data: { cancelTimesheet: viewSheet({ status: 'Cancelled' }) } } }),
      },
    });
    renderApp(WEEK, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel timesheet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Timesheet' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(variablesOf('CancelTimesheet')).toEqual([{ timesheetId: 'ts-1', comments: null }]);
  });
});
