import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { TIMER_CHANNEL } from './TimerProvider.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

function runningTimer(minutesAgo: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'RunningTimer',
    startedAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    date: '20261125',
    needsReview: false,
    timesheetId: 'ts-1',
    endDate: '20261129',
    projectName: 'Apollo',
    deliverableName: 'Design',
    lineItem: { __typename: 'TimesheetLineItem', _id: 'line-1' },
    ...extra,
  };
}

/** A server whose timer is `state.timer`; each operation is counted in `calls`. */
function timerServer(initial: ReturnType<typeof runningTimer> | null) {
  const state = { timer: initial };
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const record = (operation: string, variables: Record<string, unknown>) =>
    calls.push({ operation, variables });
  const server = appServer({
    graphql: {
      RunningTimer: () => {
        record('RunningTimer', {});
        return {
          body: { data: { me: { __typename: 'Me', _id: employee._id, runningTimer: state.timer } } },
        };
      },
      StopTimer: (variables) => {
        record('StopTimer', variables);
        state.timer = null;
        return { body: { data: { stopTimer: { __typename: 'Timesheet', _id: 'ts-1' } } } };
      },
      DiscardTimer: () => {
        record('DiscardTimer', {});
        state.timer = null;
        return { body: { data: { discardTimer: true } } };
      },
      RecentTasks: () => ({
        body: {
          data: {
            me: {
              __typename: 'Me',
              _id: employee._id,
              recentTasks: [
                {
                  __typename: 'RecentTask',
                  projectId: 'p-1',
                  deliverableId: 'd-1',
                  project: { __typename: 'TimesheetProject', _id: 'p-1', name: 'Apollo', projectCode: 'APL' },
                  deliverable: {
                    __typename: 'TimesheetDeliverable',
                    _id: 'd-1',
                    deliverableName: 'Design',
                    milestoneName: null,
                  },
                },
              ],
            },
          },
        },
      }),
      StartTimerOnTask: (variables) => {
        record('StartTimerOnTask', variables);
        state.timer = runningTimer(0);
        return {
          body: {
            data: { startTimerOnTask: { __typename: 'RunningTimer', startedAt: state.timer.startedAt } },
          },
        };
      },
    },
  });
  const callsOf = (operation: string) => calls.filter((call) => call.operation === operation);
  return { server, state, callsOf };
}

describe('the running timer in the top bar', () => {
  it('shows the task and the elapsed time ticking each second, and Stop saves it', async () => {
    const { server, callsOf } = timerServer(runningTimer(65));
    renderApp('/user/no-such-page', server);
    const timer = await screen.findByRole('region', { name: 'Running timer' });
    expect(within(timer).getByRole('link', { name: 'Apollo · Design' })).toHaveAttribute(
      'href',
      '/user/timesheets/20261129',
    );
    const clock = within(timer).getByRole('timer');
    expect(clock.textContent).toMatch(/^1:05:\d\d$/);
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2500 });

    await userEvent.click(within(timer).getByRole('button', { name: 'Stop timer' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Running timer' })).not.toBeInTheDocument(),
    );
    expect(callsOf('StopTimer')).toEqual([{ operation: 'StopTimer', variables: { keepHours: null } }]);
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
  });

  it("shows the server's reason for a refused stop and keeps the timer running", async () => {
    const { server, callsOf } = timerServer(runningTimer(30));
    server.graphql.StopTimer = () => graphqlError('CONFLICT', 'This timesheet is read-only');
    renderApp('/user/no-such-page', server);
    const timer = await screen.findByRole('region', { name: 'Running timer' });
    const readsBefore = callsOf('RunningTimer').length;
    await userEvent.click(within(timer).getByRole('button', { name: 'Stop timer' }));
    expect(
      await screen.findByText(
        'The time was not saved and the timer keeps running: This timesheet is read-only',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsOf('RunningTimer').length).toBeGreaterThan(readsBefore));
    expect(screen.getByRole('region', { name: 'Running timer' })).toBeInTheDocument();
  });

  it('asks how much to keep of a timer that ran past 10 hours, never more than it ran', async () => {
    const { server, callsOf } = timerServer(runningTimer(11 * 60 + 5, { needsReview: true }));
    renderApp('/user/no-such-page', server);
    const dialog = await screen.findByRole('dialog', { name: 'Your timer is still running' });
    expect(dialog).toHaveTextContent('Apollo · Design');
    expect(dialog).toHaveTextContent('more than 10 hours');
    const hours = within(dialog).getByLabelText('Hours to keep (at most 11)');
    await userEvent.type(hours, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep hours' }));
    expect(
      await within(dialog).findByText('You can keep at most the 11 hours the timer ran'),
    ).toBeInTheDocument();
    expect(callsOf('StopTimer')).toHaveLength(0);

    await userEvent.clear(hours);
    await userEvent.type(hours, '6.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep hours' }));
    await waitFor(() =>
      expect(callsOf('StopTimer')).toEqual([{ operation: 'StopTimer', variables: { keepHours: 6.5 } }]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your timer is still running' })).not.toBeInTheDocument(),
    );
  });

  it('starts a timer on a recent task from the start menu', async () => {
    const { server, callsOf } = timerServer(null);
    renderApp('/user/no-such-page', server);
    await userEvent.click(await screen.findByRole('button', { name: 'Start timer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start timer on Apollo · Design' }));
    const timer = await screen.findByRole('region', { name: 'Running timer' });
    expect(within(timer).getByRole('link', { name: 'Apollo · Design' })).toBeInTheDocument();
    expect(callsOf('StartTimerOnTask')).toEqual([
      { operation: 'StartTimerOnTask', variables: { projectId: 'p-1', deliverableId: 'd-1' } },
    ]);
  });

  it('reads the timer again at once when another tab changed it', async () => {
    const { server, state } = timerServer(null);
    renderApp('/user/no-such-page', server);
    await screen.findByRole('button', { name: 'Start timer' });
    state.timer = runningTimer(3);
    const otherTab = new BroadcastChannel(TIMER_CHANNEL);
    otherTab.postMessage({ sheets: false });
    otherTab.close();
    expect(await screen.findByRole('region', { name: 'Running timer' })).toBeInTheDocument();
  });

  it('stops with Alt+T and discards with its button', async () => {
    const { server, state, callsOf } = timerServer(runningTimer(20));
    renderApp('/user/no-such-page', server);
    await screen.findByRole('region', { name: 'Running timer' });
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(callsOf('StopTimer')).toHaveLength(1));

    state.timer = runningTimer(5);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    const timer = await screen.findByRole('region', { name: 'Running timer' });
    await userEvent.click(within(timer).getByRole('button', { name: 'Discard timer' }));
    await waitFor(() => expect(callsOf('DiscardTimer')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeInTheDocument();
  });
});
