import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type GraphQLHandler, graphqlError } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import {
  makeTimesheet,
  serverTimesheet,
  standardLines,
  WEEK_DATES,
  withHours,
} from '../lines/timesheet.fixture.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { TimesheetGrid } from './TimesheetGrid.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const noAssignment: GraphQLHandler = () => ({
  body: { data: { me: { __typename: 'Me', _id: 'u-employee', myDeliverableAssignment: null } } },
});

function setup(
  options: { timesheet?: Timesheet; readOnly?: boolean; graphql?: Record<string, GraphQLHandler> } = {},
) {
  const timesheet = options.timesheet ?? makeTimesheet();
  const server = fakeServer({ MyDeliverableAssignment: noAssignment, ...options.graphql });
  const onChanged = vi.fn<(updated: Timesheet) => void>();
  renderWithProviders(
    <TimesheetGrid
      timesheet={timesheet}
      weekDates={WEEK_DATES}
      readOnly={options.readOnly ?? false}
      holidays={[{ date: '20240920', name: 'Company Day' }]}
      onChanged={onChanged}
    />,
    server,
  );
  const operations = () => server.calls.map((c) => c.body as { operationName: string; variables: unknown });
  return { server, onChanged, operations };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TimesheetGrid', { timeout: 20_000 }, () => {
  it('shows a row per line, rotated day columns with the holiday, and totals without ignored deliverables', () => {
    setup();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Task',
      'Sun09/15',
      'Mon09/16',
      'Tue09/17',
      'Wed09/18',
      'Thu09/19',
      'Fri09/20Company Day',
      'Sat09/21',
      'Total',
    ]);
    expect(screen.getByRole('rowheader', { name: /WEB-1.*Website Redesign/ })).toHaveTextContent(
      'Phase 1 · Design',
    );
    expect(screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Mon 09/16')).toHaveValue(
      '8',
    );

    // The approved line renders text, not inputs.
    const support = screen.getByRole('row', { name: /Support/ });
    expect(within(support).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(support).getByText('Hours for Support · Tickets on Wed 09/18:').parentElement,
    ).toHaveTextContent(/: 3$/);

    // Mon: 8 + 2 ignored (Training) = 8; Wed: 3 (approved line counts); week 8 + 4 + 3 = 15.
    const totals = screen.getByRole('row', { name: /Daily total/ });
    expect(cells(totals)).toEqual(['0', '8', '4', '3', '0', '0', '0', '15']);
    const training = screen.getByRole('row', { name: /Training/ });
    expect(cells(training).at(-1)).toBe('2');
  });

  it('colours a daily total above 8 hours orange and above 12 red', () => {
    const timesheet = withHours(withHours(makeTimesheet(), 0, '20240917', 9), 0, '20240916', 12.5);
    setup({ timesheet });
    const totals = within(screen.getByRole('row', { name: /Daily total/ })).getAllByRole('cell');
    expect(totals[1]).toHaveClass('tally-total-red');
    expect(totals[2]).toHaveClass('tally-total-orange');
    expect(totals[3]).toHaveClass('tally-total-default');
  });

  it("shows 'Your tasks for this timesheet will appear here.' without lines", () => {
    setup({ timesheet: makeTimesheet([]) });
    expect(screen.getByText('Your tasks for this timesheet will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('renders a read-only sheet as text without Add Task or remove buttons', () => {
    setup({ readOnly: true });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('adds hours on an empty day with addHours and updates an entry with updateHours', async () => {
    const base = makeTimesheet();
    const { onChanged, operations } = setup({
      graphql: {
        AddHours: () => ({
          body: { data: { addHours: serverTimesheet(withHours(base, 0, '20240918', 6)) } },
        }),
        UpdateHours: () => ({
          body: { data: { updateHours: serverTimesheet(withHours(base, 0, '20240916', 7)) } },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Wed 09/18'));
    await user.keyboard('6{Enter}');
    // Issue #14: a save confirms quietly: the spec's words in the polite live region, a mark in the cell,
    // and no toast (only errors toast).
    expect(await screen.findByText('Successfully added hours')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Successfully added hours');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    const wednesday = screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Wed 09/18');
    await waitFor(() => expect(wednesday.parentElement?.querySelector('[data-saved-mark]')).not.toBeNull());
    expect(document.querySelector('.ant-message')).toBeNull();
    expect(operations().find((o) => o.operationName === 'AddHours')?.variables).toEqual({
      timesheetId: 'ts-1',
      user: 'u-employee',
      projectId: 'p-0',
      deliverableId: 'd-0',
      date: '20240918',
      hours: 6,
    });
    // Enter moved down to the next editable line.
    expect(screen.getByLabelText('Hours for Internal · Training on Wed 09/18')).toHaveFocus();

    await user.click(screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Mon 09/16'));
    await user.keyboard('7');
    await user.tab();
    expect(await screen.findByText('Successfully updated hours')).toBeInTheDocument();
    expect(operations().find((o) => o.operationName === 'UpdateHours')?.variables).toEqual({
      taskId: 'task-0-20240916',
      hours: 7,
    });
    expect(onChanged).toHaveBeenCalledTimes(2);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('shows the spec failure message and a red border when saving fails', async () => {
    setup({ graphql: { UpdateHours: () => graphqlError('INTERNAL_SERVER_ERROR', 'boom') } });
    const user = userEvent.setup();
    const cell = screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Mon 09/16');
    await user.click(cell);
    await user.keyboard('5');
    await user.tab();
    const failed =
      'There was an issue saving your hours. Please refresh page and try again. If issue persists, contact support.';
    // The text is both the toast and the cell's description: look for each where it belongs, since an
    // unscoped query finds two elements whenever both render between two of its polls.
    expect(await screen.findByText(failed, { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(cell).toHaveAccessibleDescription(failed));
    expect(cell).toHaveClass('is-error');
    expect(cell).toHaveValue('5');
  });

  it("says the server's reason when it refuses the hours, not the general failure (T-076)", async () => {
    const reason = 'Use the old system for weeks before 09/18/2023.';
    setup({
      graphql: {
        UpdateHours: () => graphqlError('BAD_USER_INPUT', 'Invalid input', { fields: { date: reason } }),
      },
    });
    const user = userEvent.setup();
    const cell = screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Mon 09/16');
    await user.click(cell);
    await user.keyboard('5');
    await user.tab();
    expect(await screen.findByText(reason, { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(cell).toHaveAccessibleDescription(reason));
    expect(cell).toHaveClass('is-error');
  });

  it('explains why a value off the quarter-hour step is not saved', async () => {
    const { operations } = setup();
    const user = userEvent.setup();
    const cell = screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Thu 09/19');
    await user.click(cell);
    await user.keyboard('1.3{Enter}');
    // Queried afresh on each try: the toast's element can be replaced while it opens (the same notice key).
    await waitFor(() =>
      expect(
        screen.getByText('Hours must be in steps of 0.25', { selector: '.ant-message *' }),
      ).toBeVisible(),
    );
    expect(cell).toHaveClass('is-error');
    expect(cell).toHaveAccessibleDescription('Hours must be in steps of 0.25');
    expect(cell).toHaveFocus();
    expect(operations().some((o) => o.operationName === 'AddHours')).toBe(false);
  });

  it('asks before removing a line and calls removeTimesheetLineItem 500 ms later', async () => {
    const removed = makeTimesheet(standardLines().slice(1));
    const { onChanged, operations } = setup({
      graphql: {
        RemoveTimesheetLineItem: () => ({
          body: { data: { removeTimesheetLineItem: serverTimesheet(removed) } },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Website Redesign · Phase 1 · Design' }));
    expect(await screen.findByText('Are you sure you want to delete this task?')).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => screen.getByRole('button', { name: 'Delete' }).click());
    await act(async () => vi.advanceTimersByTime(499));
    expect(operations().some((o) => o.operationName === 'RemoveTimesheetLineItem')).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(operations().find((o) => o.operationName === 'RemoveTimesheetLineItem')?.variables).toEqual({
      timesheetId: 'ts-1',
      lineItemIndex: 0,
      user: 'u-employee',
    });
  });

  it('opens the comments drawer and saves a comment; a locked empty comment reads No Comment', async () => {
    const { operations } = setup({
      graphql: {
        UpdateTimesheetTaskComment: () => ({
          body: { data: { updateTimesheetTaskComment: serverTimesheet(makeTimesheet()) } },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Comments for Website Redesign · Phase 1 · Design on Mon 09/16' }),
    );
    const comment = await screen.findByLabelText('Comment');
    expect(comment).toHaveValue('Kickoff workshop');
    await user.clear(comment);
    await user.type(comment, 'Workshop with the client');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(operations().find((o) => o.operationName === 'UpdateTimesheetTaskComment')?.variables).toEqual({
        taskId: 'task-0-20240916',
        comment: 'Workshop with the client',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Comments for Support · Tickets on Wed 09/18' }));
    expect(await screen.findByText('No Comment')).toBeInTheDocument();
  });

  it('opens the comments of a cell with Alt+C', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Mon 09/16'));
    await user.keyboard('{Alt>}c{/Alt}');
    const comment = await screen.findByLabelText<HTMLTextAreaElement>('Comment');
    expect(comment).toHaveValue('Kickoff workshop');
    // Issue #14: the cursor goes after the existing comment, ready to add to it.
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment.selectionStart).toBe('Kickoff workshop'.length);
    expect(comment.selectionEnd).toBe('Kickoff workshop'.length);
  });
});
