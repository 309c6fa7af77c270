import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

const admin = { ...employee, _id: 'u-admin', groups: ['admin'] };
const schedule = {
  __typename: 'ReminderSchedule',
  cronExpression: '0 9 * * 1',
  cronDescription: null,
  enabled: false,
  timeZone: 'America/New_York',
  nextRuns: ['2026-11-30T14:00:00.000Z'],
  updatedBy: null,
  updatedAt: null,
};
const figures = (totalHours: number, billableHours: number) => ({
  __typename: 'SnapshotFigures',
  totalHours,
  billableHours,
});

function jobsServer(overrides: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  const SaveReminderEmailJob = vi.fn(
    (variables: Record<string, unknown>) =>
      overrides.SaveReminderEmailJob?.(variables) ?? {
        body: {
          data: {
            reminderEmailJob: {
              ...schedule,
              cronExpression: variables.cronExpression,
              cronDescription: variables.cronDescription,
              enabled: variables.enabled,
              updatedBy: 'Ada Admin',
              updatedAt: '2026-11-26T12:00:00.000Z',
            },
          },
        },
      },
  );
  const UpdateTimesheetSnapshots = vi.fn((_variables: Record<string, unknown>) => ({
    body: {
      data: {
        updateTimesheetSnapshots: {
          __typename: 'SnapshotRun',
          updated: [
            {
              __typename: 'SnapshotChange',
              timesheetId: 't-1',
              userName: 'Erin Employee',
              endDate: '20261122',
              changed: true,
              before: figures(40, 40),
              after: figures(40, 32),
            },
          ],
          skipped: [
            {
              __typename: 'SnapshotSkip',
              timesheetId: 't-2',
              userName: 'Pat Manager',
              endDate: '20261115',
              lastUpdatedAt: '2026-11-26T11:50:00.000Z',
              nextUpdateAt: '2026-11-26T12:20:00.000Z',
            },
          ],
        },
      },
    },
  }));
  const SaveEmailStatsRecievers = vi.fn((variables: Record<string, unknown>) => ({
    body: { data: { emailStatsReciever: variables.emails } },
  }));
  const server = appServer({
    me: admin,
    graphql: {
      ThresholdSetting: () => ({
        body: {
          data: {
            timesheetThreshold: {
              __typename: 'TimesheetThreshold',
              min: 0,
              max: 80,
              configured: true,
              updatedBy: null,
              updatedAt: null,
            },
          },
        },
      }),
      BudgetToolStatuses: () => ({ body: { data: { taxonomy: null } } }),
      ReminderEmailSchedule: () => ({ body: { data: { reminderEmailSchedule: schedule } } }),
      EmailStatsRecievers: () => ({ body: { data: { emailStatsRecievers: ['ops@example.com'] } } }),
      SaveReminderEmailJob: SaveReminderEmailJob as never,
      UpdateTimesheetSnapshots: UpdateTimesheetSnapshots as never,
      SaveEmailStatsRecievers: SaveEmailStatsRecievers as never,
    },
  });
  return { server, SaveReminderEmailJob, UpdateTimesheetSnapshots, SaveEmailStatsRecievers };
}

const panel = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('.ant-card') as HTMLElement;
};

describe('/admin/settings: snapshots, reminders, statistics recipients', () => {
  it('runs the snapshots updater with limit 10 by default and reports the skipped sheets (D-061, D-062)', async () => {
    const { server, UpdateTimesheetSnapshots } = jobsServer();
    renderApp('/admin/settings', server);
    const card = await panel('Snapshots');
    expect(within(card).getByLabelText('Limit')).toHaveValue('10');
    fireEvent.change(within(card).getByLabelText('Project ID (optional)'), {
      target: { value: '11111111-1111-4111-8111-111111111111' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Update Snapshots' }));
    expect(await within(card).findByText('1 updated, 1 skipped')).toBeInTheDocument();
    expect(UpdateTimesheetSnapshots.mock.calls[0]![0]).toEqual({
      limit: 10,
      timesheetId: null,
      projectId: '11111111-1111-4111-8111-111111111111',
    });
    expect(within(card).getByText(/Erin Employee, week ending 11\/22\/2026/)).toHaveTextContent(
      '40.00 h total, 40.00 h billable → 40.00 h total, 32.00 h billable',
    );
    expect(
      within(card).getByText(/Pat Manager, week ending 11\/15\/2026: next update possible at/),
    ).toBeInTheDocument();
  });

  it('needs a limit (the field keeps it within 1..100)', async () => {
    const { server, UpdateTimesheetSnapshots } = jobsServer();
    renderApp('/admin/settings', server);
    const card = await panel('Snapshots');
    fireEvent.change(within(card).getByLabelText('Limit'), { target: { value: '' } });
    await waitFor(() => expectRefused(within(card).getByRole('button', { name: 'Update Snapshots' })));
    expect(within(card).getByText('Limit is required')).toBeInTheDocument();
    await expectDisabledReason(
      within(card).getByRole('button', { name: 'Update Snapshots' }),
      'Enter a valid limit first',
    );
    expect(UpdateTimesheetSnapshots).not.toHaveBeenCalled();
  });

  it('saves a reminder schedule from the list, with the expression it was opened with (D-060)', async () => {
    const { server, SaveReminderEmailJob } = jobsServer();
    renderApp('/admin/settings', server);
    const card = await panel('Reminder E-mails');
    await waitFor(() => expect(within(card).getByLabelText(/Cron expression/)).toHaveValue('0 9 * * 1'));
    fireEvent.mouseDown(within(card).getByLabelText('Schedule'));
    const options = await screen.findAllByTitle('Every Friday at 16:00');
    fireEvent.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    fireEvent.click(within(card).getByRole('switch', { name: 'Send reminder e-mails' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() => expect(SaveReminderEmailJob).toHaveBeenCalled());
    expect(SaveReminderEmailJob.mock.calls[0]![0]).toEqual({
      cronExpression: '0 16 * * 5',
      cronDescription: 'Every Friday at 16:00',
      currentScheduler: '0 9 * * 1',
      enabled: true,
    });
    expect(await within(card).findByText(/Last updated by Ada Admin/)).toBeInTheDocument();
  });

  it('needs a description for a custom expression and shows the server’s field errors', async () => {
    const { server, SaveReminderEmailJob } = jobsServer({
      SaveReminderEmailJob: () =>
        graphqlError('BAD_USER_INPUT', 'Value must be a cron expression (minute hour day month weekday)', {
          fields: { cronExpression: 'Value must be a cron expression (minute hour day month weekday)' },
        }),
    });
    renderApp('/admin/settings', server);
    const card = await panel('Reminder E-mails');
    await waitFor(() => expect(within(card).getByLabelText(/Cron expression/)).toHaveValue('0 9 * * 1'));
    // The stored schedule has no description: nobody typed yet, so nothing is red.
    expect(within(card).queryByText('A description is required')).toBeNull();
    expectRefused(within(card).getByRole('button', { name: 'Save Schedule' }));
    fireEvent.change(within(card).getByLabelText(/Cron expression/), { target: { value: '61 9 * * 1' } });
    expect(within(card).queryByText('A description is required')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Save Schedule' }));
    expect(await within(card).findByText('A description is required')).toBeInTheDocument();
    expect(SaveReminderEmailJob).not.toHaveBeenCalled();
    fireEvent.change(within(card).getByLabelText('Description'), { target: { value: 'Odd minute' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Schedule' }));
    expect(
      await within(card).findByText('Value must be a cron expression (minute hour day month weekday)'),
    ).toBeInTheDocument();
    expect(SaveReminderEmailJob).toHaveBeenCalledTimes(1);
  });

  it('saves the statistics recipients as a normalised list and refuses a bad address (D-060)', async () => {
    const { server, SaveEmailStatsRecievers } = jobsServer();
    renderApp('/admin/settings', server);
    const card = await panel('E-mail Statistics Recipients');
    const box = within(card).getByLabelText('Recipients');
    await waitFor(() => expect(box).toHaveValue('ops@example.com'));
    fireEvent.change(box, { target: { value: 'ops@example.com\nnope' } });
    expect(within(card).getByText('Invalid email address: nope')).toBeInTheDocument();
    expectRefused(within(card).getByRole('button', { name: 'Save Recipients' }));
    fireEvent.change(box, { target: { value: 'ops@example.com\nCFO@Example.com' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save Recipients' }));
    await waitFor(() => expect(SaveEmailStatsRecievers).toHaveBeenCalled());
    expect(SaveEmailStatsRecievers.mock.calls[0]![0]).toEqual({
      emails: ['cfo@example.com', 'ops@example.com'],
    });
  });
});
