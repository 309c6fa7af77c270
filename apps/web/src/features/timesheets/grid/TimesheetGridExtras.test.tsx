import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type GraphQLHandler } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import {
  makeLine,
  makeTimesheet,
  serverTimesheet,
  standardLines,
  WEEK_DATES,
} from '../lines/timesheet.fixture.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { TimesheetGrid } from './TimesheetGrid.tsx';

const configurations =
  (values: Record<string, string>): GraphQLHandler =>
  () => ({
    body: { data: { configurations: Object.entries(values).map(([key, value]) => ({ key, value })) } },
  });

const assigned: GraphQLHandler = () => ({
  body: {
    data: {
      me: {
        __typename: 'Me',
        _id: 'u-employee',
        myDeliverableAssignment: {
          __typename: 'MyDeliverableAssignment',
          budgetedHours: 40,
          remainingHours: 30,
        },
      },
    },
  },
});

const budgets: GraphQLHandler = () => ({
  body: {
    data: {
      timesheet: {
        __typename: 'Timesheet',
        _id: 'ts-1',
        lineBudgets: [{ __typename: 'TimesheetLineBudget', lineItemId: 'line-0', budgetUsedPercent: 72.4 }],
      },
    },
  },
});

const recent =
  (tasks: { project: string; deliverable: string; index: number }[]): GraphQLHandler =>
  () => ({
    body: {
      data: {
        me: {
          __typename: 'Me',
          _id: 'u-employee',
          recentTasks: tasks.map((task) => ({
            __typename: 'RecentTask',
            projectId: `p-${task.index}`,
            deliverableId: `d-${task.index}`,
            project: {
              __typename: 'TimesheetProject',
              _id: `p-${task.index}`,
              name: task.project,
              projectCode: null,
            },
            deliverable: {
              __typename: 'TimesheetDeliverable',
              _id: `d-${task.index}`,
              deliverableName: task.deliverable,
              milestoneName: null,
            },
          })),
        },
      },
    },
  });

function setup(graphql: Record<string, GraphQLHandler>, timesheet: Timesheet = makeTimesheet()) {
  const server = fakeServer({ MyDeliverableAssignment: assigned, WeekLineBudgets: budgets, ...graphql });
  const onChanged = vi.fn<(updated: Timesheet) => void>();
  renderWithProviders(
    <TimesheetGrid
      timesheet={timesheet}
      weekDates={WEEK_DATES}
      readOnly={false}
      holidays={[]}
      onChanged={onChanged}
    />,
    server,
  );
  const variablesOf = (name: string) =>
    server.calls
      .map((call) => call.body as { operationName?: string; variables?: unknown })
      .filter((body) => body.operationName === name)
      .map((body) => body.variables);
  return { onChanged, variablesOf };
}

describe('TimesheetGrid: consumption per line and recent tasks', { timeout: 20_000 }, () => {
  it('shows budget and hours consumption per line when both keys are on (T-043..T-046)', async () => {
    setup({
      Configurations: configurations({ 'show-budget-used-on-ts': 'true', 'show-hours-used-on-ts': 'true' }),
    });
    expect(await screen.findByText('72% of budget used')).toHaveClass('tally-consumption-amber');
    expect((await screen.findAllByText('30 of 40 h left')).length).toBeGreaterThan(0);
  });

  it('leaves each consumption out when its key is off (T-043, T-044)', async () => {
    const { variablesOf } = setup({
      Configurations: configurations({ 'show-budget-used-on-ts': 'false', 'show-hours-used-on-ts': 'false' }),
    });
    await waitFor(() => expect(variablesOf('Configurations').length).toBeGreaterThan(0));
    // Settled once the configuration answered: neither indicator nor its query.
    await waitFor(() => expect(screen.queryByText(/of 40 h left/)).toBeNull());
    expect(screen.queryByText(/of budget used/)).toBeNull();
    expect(variablesOf('WeekLineBudgets')).toEqual([]);
    expect(variablesOf('MyDeliverableAssignment')).toEqual([]);
  });

  it('adds a recent task as a line in one step, leaving out tasks already on the sheet (issue #14)', async () => {
    const added = makeTimesheet([
      ...standardLines(),
      makeLine({ index: 7, project: 'Acme Portal', deliverable: 'QA', hours: {} }),
    ]);
    const { onChanged, variablesOf } = setup({
      Configurations: configurations({}),
      RecentTasks: recent([
        { index: 0, project: 'Website Redesign', deliverable: 'Design' },
        { index: 7, project: 'Acme Portal', deliverable: 'QA' },
      ]),
      AddRecentTaskLine: () => ({ body: { data: { addTimesheetLineItem: serverTimesheet(added) } } }),
    });
    const add = await screen.findByRole('button', { name: 'Add Acme Portal · QA' });
    expect(screen.getByRole('heading', { name: 'Recent tasks' })).toBeInTheDocument();
    // Website Redesign · Design is on the sheet already.
    expect(screen.queryByRole('button', { name: /Add Website Redesign/ })).toBeNull();
    await userEvent.setup().click(add);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(variablesOf('AddRecentTaskLine')).toEqual([
      { timesheetId: 'ts-1', projectId: 'p-7', deliverableId: 'd-7', user: 'u-employee' },
    ]);
    expect(variablesOf('TaskPickerProjects')).toEqual([]);
  });
});
