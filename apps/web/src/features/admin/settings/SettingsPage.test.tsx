import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

const admin = { ...employee, _id: 'u-admin', groups: ['admin'] };
const superAdmin = { ...employee, _id: 'u-root', groups: ['super-admin'] };

interface Threshold {
  min: number;
  max: number;
  configured: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

const unset: Threshold = { min: 0, max: 80, configured: false, updatedBy: null, updatedAt: null };
const stored: Threshold = {
  min: 20,
  max: 60,
  configured: true,
  updatedBy: 'Ada Admin',
  updatedAt: '2026-03-04T15:30:00.000Z',
};
const wrap = (threshold: Threshold) => ({ __typename: 'TimesheetThreshold', ...threshold });

function settingsServer(
  initial: Threshold,
  options: { me?: typeof admin; save?: (v: Record<string, unknown>) => unknown } = {},
) {
  const server = appServer({
    me: options.me ?? admin,
    graphql: {
      ThresholdSetting: () => ({ body: { data: { timesheetThreshold: wrap(initial) } } }),
      SaveThreshold: (variables) => {
        const answer = options.save?.(variables);
        if (answer) return answer as never;
        const saved: Threshold = {
          min: Number(variables.min),
          max: Number(variables.max),
          configured: true,
          updatedBy: 'Test User',
          updatedAt: '2026-11-23T05:00:00.000Z',
        };
        return { body: { data: { timesheetThreshold: wrap(saved) } } };
      },
      BudgetToolStatuses: () => ({ body: { data: { taxonomy: null } } }),
      ReminderEmailSchedule: () => ({
        body: {
          data: {
            reminderEmailSchedule: {
              __typename: 'ReminderSchedule',
              cronExpression: '0 9 * * 1',
              cronDescription: null,
              enabled: false,
              timeZone: 'America/New_York',
              nextRuns: [],
              updatedBy: null,
              updatedAt: null,
            },
          },
        },
      }),
      EmailStatsRecievers: () => ({ body: { data: { emailStatsRecievers: [] } } }),
    },
  });
  const saves = () =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> } | undefined)
      .filter((body) => body?.operationName === 'SaveThreshold')
      .map((body) => body?.variables);
  return { server, saves };
}

async function openSettings(server: ReturnType<typeof appServer>, path = '/admin/settings') {
  renderApp(path, server);
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  return screen.findByRole('form', { name: 'Timesheet Settings' });
}

describe('/admin/settings', { timeout: 30_000 }, () => {
  it('shows Timesheet Settings and the Budgets panel', async () => {
    const { server } = settingsServer(stored);
    await openSettings(server);
    expect(screen.getByRole('heading', { name: 'Timesheet Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Budgets' })).toBeInTheDocument();
    expect(screen.getByLabelText('Number of projects')).toHaveValue('10');
  });

  it('warns when no threshold is set and starts from the defaults 0 and 80', async () => {
    const { server } = settingsServer(unset);
    const form = await openSettings(server);
    expect(within(form).getByText('No timesheet threshold is set')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Maximum weekly hours')).toHaveValue('80.00'));
    expect(within(form).getByLabelText('Minimum weekly hours')).toHaveValue('0.00');
    const sliders = within(form).getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-valuemax'))).toEqual(['120', '120']);
    expectUsable(within(form).getByRole('button', { name: 'Save' }));
  });

  it('shows the stored bounds with who saved them and when, without the warning', async () => {
    const { server } = settingsServer(stored);
    const form = await openSettings(server);
    await waitFor(() => expect(within(form).getByLabelText('Minimum weekly hours')).toHaveValue('20.00'));
    expect(within(form).getByLabelText('Maximum weekly hours')).toHaveValue('60.00');
    expect(within(form).queryByText('No timesheet threshold is set')).not.toBeInTheDocument();
    expect(within(form).getByText(/Last updated by Ada Admin on 03\/04\/2026/)).toBeInTheDocument();
    expectRefused(within(form).getByRole('button', { name: 'Save' }));
  });

  it('saves with timesheetThreshold(min, max) and shows the new state', async () => {
    const { server, saves } = settingsServer(stored);
    const form = await openSettings(server);
    await waitFor(() => expect(within(form).getByLabelText('Maximum weekly hours')).toHaveValue('60.00'));
    fireEvent.change(within(form).getByLabelText('Maximum weekly hours'), { target: { value: '72.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Timesheet settings saved')).toBeInTheDocument();
    expect(saves()).toEqual([{ min: 20, max: 72.5 }]);
    expect(await within(form).findByText(/Last updated by Test User/)).toBeInTheDocument();
  });

  it('refuses a maximum below the minimum without calling the server', async () => {
    const { server, saves } = settingsServer(stored);
    const form = await openSettings(server);
    await waitFor(() => expect(within(form).getByLabelText('Minimum weekly hours')).toHaveValue('20.00'));
    fireEvent.change(within(form).getByLabelText('Maximum weekly hours'), { target: { value: '10' } });
    expect(
      await within(form).findByText('Maximum hours must be greater than or equal to minimum hours'),
    ).toBeInTheDocument();
    expectRefused(within(form).getByRole('button', { name: 'Save' }));
    expect(saves()).toEqual([]);
  });

  it("shows the server's field message when it refuses", async () => {
    const { server } = settingsServer(unset, {
      save: () =>
        graphqlError('BAD_USER_INPUT', 'Maximum hours must be between 0 and 120', {
          fields: { max: 'Maximum hours must be between 0 and 120' },
        }),
    });
    const form = await openSettings(server);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Maximum hours must be between 0 and 120')).toBeInTheDocument();
  });

  it('is the same screen at /super-admin/settings (S-014)', async () => {
    const { server } = settingsServer(stored, { me: { ...superAdmin, groups: ['admin', 'super-admin'] } });
    await openSettings(server, '/super-admin/settings');
    expect(screen.getByRole('heading', { name: 'Timesheet Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project Budgets' })).toBeInTheDocument();
  });

  it('leaves the admin-only budget tool out for a super-admin outside the admin group', async () => {
    const { server } = settingsServer(stored, { me: superAdmin });
    await openSettings(server, '/super-admin/settings');
    expect(screen.getByRole('heading', { name: 'Timesheet Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Project Budgets' })).not.toBeInTheDocument();
  });
});
