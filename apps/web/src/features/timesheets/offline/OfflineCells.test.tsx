import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeContext, type ShellUser } from '../../../app/shell/meContext.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { TimesheetGrid } from '../grid/TimesheetGrid.tsx';
import { makeTimesheet, WEEK_DATES } from '../lines/timesheet.fixture.ts';
import { editQueue } from './editQueue.ts';

const me = { _id: 'u-employee' } as ShellUser;

afterEach(async () => {
  for (const edit of editQueue().snapshot()) await editQueue().discard(edit.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup() {
  const server = fakeServer({
    MyDeliverableAssignment: () => ({
      body: { data: { me: { __typename: 'Me', _id: 'u-employee', myDeliverableAssignment: null } } },
    }),
  });
  renderWithProviders(
    <MeContext.Provider value={me}>
      <TimesheetGrid
        timesheet={makeTimesheet()}
        weekDates={WEEK_DATES}
        readOnly={false}
        holidays={[]}
        onChanged={() => {}}
      />
    </MeContext.Provider>,
    server,
  );
  const writes = () =>
    server.calls
      .map((call) => (call.body as { operationName?: string } | undefined)?.operationName)
      .filter((name) => name === 'AddHours' || name === 'UpdateHours');
  return { writes };
}

const mondayCell = () =>
  screen.getByRole('textbox', { name: 'Hours for Website Redesign · Phase 1 · Design on Mon 09/16' });

describe('cells edited without a connection (issue #18)', { timeout: 20_000 }, () => {
  it('keeps the edit on this device, marks the cell as waiting and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { writes } = setup();
    const user = userEvent.setup();
    await user.click(mondayCell());
    await user.keyboard('6');
    await user.tab();

    await waitFor(() => expect(mondayCell()).toHaveClass('is-pending'));
    expect(mondayCell()).toHaveValue('6');
    expect(mondayCell()).toHaveAccessibleDescription('Not sent yet: waits for the connection.');
    expect(editQueue().snapshot()).toMatchObject([
      { kind: 'hours', hours: 6, taskId: 'task-0-20240916', expectedVersion: 'v-0-20240916', conflict: null },
    ]);
    expect(writes()).toEqual([]);
  });

  it("shows a refused edit in its cell and drops it only on 'Take theirs'", async () => {
    const edit = await editQueue().enqueue({
      kind: 'hours',
      timesheetId: 'ts-1',
      userId: 'u-employee',
      lineItemId: 'line-0',
      projectId: 'p-0',
      deliverableId: 'd-0',
      date: '20240916',
      taskId: 'task-0-20240916',
      expectedVersion: 'v-0-20240916',
      hours: 6,
    });
    await editQueue().refused(edit, {
      message: 'This cell (09/16/2024) was changed elsewhere since you last saw it',
      cell: { hours: 3, version: 'v-elsewhere' },
    });
    setup();
    const user = userEvent.setup();
    const resolve = await screen.findByRole('button', {
      name: 'Resolve: Website Redesign · Phase 1 · Design on Mon 09/16. Changed elsewhere: choose which value to keep.',
    });
    expect(mondayCell()).toHaveClass('is-conflict');
    expect(mondayCell()).toHaveValue('6');

    await user.click(resolve);
    const dialog = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    expect(dialog).toHaveTextContent('Your hours6 h');
    expect(dialog).toHaveTextContent('Hours saved elsewhere3 h');
    await user.click(screen.getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(editQueue().snapshot()).toEqual([]));
    // The sheet's own value is shown again (8 h in the fixture; the refetch brings the server's).
    await waitFor(() => expect(mondayCell()).toHaveValue('8'));
    await act(async () => {});
  });
});
