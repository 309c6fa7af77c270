import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { makeTimesheet, serverTimesheet, WEEK_DATES, withHours } from '../lines/timesheet.fixture.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { TimesheetBlocks } from './TimesheetBlocks.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(readOnly = false) {
  const base = makeTimesheet();
  const server = fakeServer({
    MyDeliverableAssignment: () => ({
      body: { data: { me: { __typename: 'Me', _id: 'u-employee', myDeliverableAssignment: null } } },
    }),
    UpdateHours: () => ({
      body: { data: { updateHours: serverTimesheet(withHours(base, 0, '20240916', 6)) } },
    }),
    AddHours: () => ({ body: { data: { addHours: serverTimesheet(withHours(base, 1, '20240917', 1)) } } }),
  });
  const onChanged = vi.fn<(updated: Timesheet) => void>();
  renderWithProviders(
    <TimesheetBlocks
      timesheet={base}
      weekDates={WEEK_DATES}
      readOnly={readOnly}
      holidays={[]}
      onChanged={onChanged}
    />,
    server,
  );
  const operations = () => server.calls.map((c) => c.body as { operationName: string; variables: unknown });
  return { onChanged, operations };
}

describe('TimesheetBlocks', { timeout: 20_000 }, () => {
  it('draws a block per task per day sized by its hours, and the 8-hour line', () => {
    setup();
    const monday = screen.getByRole('region', { name: 'Mon 09/16' });
    const blocks = within(monday).getAllByRole('button', { name: /Edit$/ });
    expect(blocks.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Website Redesign · Phase 1 · Design: 8 h on Mon 09/16. Edit',
      'Internal · Training: 2 h on Mon 09/16. Edit',
    ]);
    expect(blocks[0]).toHaveStyle({ height: '176px' });
    expect(blocks[1]).toHaveStyle({ height: '44px' });
    expect(monday.querySelector('.tally-eight-hours')).toHaveStyle({ bottom: '176px' });
    // The daily total leaves out the ignoreHoursInTotal deliverable.
    expect(within(monday).getByText(/Total for Mon 09\/16/).parentElement).toHaveTextContent('8 h');
    expect(screen.getByText('Weekly total: 15 h')).toBeInTheDocument();
  });

  it('edits through a block: its hours cell takes the keyboard, Enter saves and moves down', async () => {
    const { operations } = setup();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Website Redesign · Phase 1 · Design: 8 h on Mon 09/16. Edit' }),
    );
    const cell = await screen.findByLabelText('Hours for Website Redesign · Phase 1 · Design on Mon 09/16');
    await waitFor(() => expect(cell).toHaveFocus());
    await user.keyboard('6{Enter}');
    expect(await screen.findByText('Successfully updated hours')).toBeInTheDocument();
    expect(operations().find((o) => o.operationName === 'UpdateHours')?.variables).toEqual({
      taskId: 'task-0-20240916',
      hours: 6,
    });
    expect(screen.getByLabelText('Hours for Internal · Training on Mon 09/16')).toHaveFocus();
  });

  it('moves to the next day with the arrows, saving the changed value first', async () => {
    const { operations } = setup();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Website Redesign · Phase 1 · Design: 8 h on Mon 09/16. Edit' }),
    );
    const monday = await screen.findByLabelText('Hours for Website Redesign · Phase 1 · Design on Mon 09/16');
    await waitFor(() => expect(monday).toHaveFocus());
    await user.keyboard('6{ArrowRight}');
    expect(await screen.findByText('Hours for Tue 09/17')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByLabelText('Hours for Website Redesign · Phase 1 · Design on Tue 09/17'),
      ).toHaveFocus(),
    );
    expect(operations().find((o) => o.operationName === 'UpdateHours')?.variables).toEqual({
      taskId: 'task-0-20240916',
      hours: 6,
    });
  });

  it('adds hours on a day from its Hours button', async () => {
    const { operations } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enter hours for Tue 09/17' }));
    const training = await screen.findByLabelText('Hours for Internal · Training on Tue 09/17');
    await user.click(training);
    await user.keyboard('1');
    await user.tab();
    expect(await screen.findByText('Successfully added hours')).toBeInTheDocument();
    expect(operations().find((o) => o.operationName === 'AddHours')?.variables).toMatchObject({
      date: '20240917',
      hours: 1,
      deliverableId: 'd-1',
    });
  });

  it('offers no editing on a read-only sheet beyond viewing blocks', () => {
    setup(true);
    expect(screen.queryByRole('button', { name: /Enter hours for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
  });
});
