import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, graphqlError } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { makeTimesheet, serverTimesheet, WEEK_DATES, withHours } from '../lines/timesheet.fixture.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { TimesheetCalendar } from './TimesheetCalendar.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DESIGN = 'Website Redesign · Phase 1 · Design';
const TRAINING = 'Internal · Training';

function setup({ readOnly = false, failUpdate = false } = {}) {
  const base = makeTimesheet();
  const server = fakeServer({
    UpdateHours: () =>
      failUpdate
        ? graphqlError('CONFLICT', 'nope')
        : { body: { data: { updateHours: serverTimesheet(withHours(base, 1, '20240916', null)) } } },
    MoveTimesheetTask: () => ({
      body: { data: { moveTimesheetTask: serverTimesheet(withHours(base, 1, '20240916', null)) } },
    }),
    AddHours: () => ({ body: { data: { addHours: serverTimesheet(withHours(base, 1, '20240917', 2)) } } }),
  });
  const onChanged = vi.fn<(updated: Timesheet) => void>();
  renderWithProviders(
    <TimesheetCalendar
      timesheet={base}
      weekDates={WEEK_DATES}
      readOnly={readOnly}
      holidays={[]}
      onChanged={onChanged}
    />,
    server,
  );
  const operations = () =>
    server.calls.map((c) => c.body as { operationName: string; variables: Record<string, unknown> });
  return { operations, onChanged };
}

const task = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('TimesheetCalendar', { timeout: 20_000 }, () => {
  it('positions tasks on a 0–24 h axis, greys 0–9 and 18–24, and zooms by 1.25 within 50–400 px', async () => {
    setup();
    const design = task(`${DESIGN}: 8 h from 09:00–17:00 on Mon 09/16`);
    expect(design).toHaveStyle({ top: '450px', height: '398px' });
    // Untimed tasks of a day are stacked from 9:00 in line order.
    expect(task(`${TRAINING}: 2 h from 17:00–19:00 on Mon 09/16`)).toHaveStyle({ top: '850px' });
    const [morning, evening] = screen.getAllByTestId('off-hours');
    expect(morning).toHaveStyle({ top: '0px', height: '450px' });
    expect(evening).toHaveStyle({ top: '900px', height: '300px' });
    // At its limit a zoom button says so and stays reachable by Tab (issue 14); clicking it changes nothing.
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(zoomOut).toHaveAccessibleDescription('Zoomed out as far as it goes');
    zoomOut.focus();
    expect(zoomOut).toHaveFocus();
    fireEvent.click(zoomOut);
    expect(design).toHaveStyle({ top: '450px' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(design).toHaveStyle({ top: '562.5px' });
    expect(screen.getByRole('button', { name: 'Zoom out' })).not.toHaveAttribute('aria-disabled');
  });

  it('moves a task with the keyboard: down by 15 minutes, right to the next day', async () => {
    const { operations } = setup();
    const user = userEvent.setup();
    task(`${TRAINING}: 2 h`).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Successfully moved task to 09/16')).toBeInTheDocument();
    expect(operations().at(-1)).toMatchObject({
      operationName: 'UpdateHours',
      variables: { taskId: 'task-1-20240916', hours: 2, startTime: 17.25 },
    });
    task(`${TRAINING}: 2 h`).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Successfully moved task to 09/17')).toBeInTheDocument();
    expect(operations().at(-1)).toMatchObject({
      operationName: 'MoveTimesheetTask',
      variables: { taskId: 'task-1-20240916', date: '20240917', startTime: 17 },
    });
  });

  it('drags a task by 15-minute steps (Escape cancels) and puts it back when the move fails', async () => {
    const { operations } = setup({ failUpdate: true });
    const block = task(`${DESIGN}: 8 h`);
    fireEvent.pointerDown(block, { button: 0, pointerId: 1, clientX: 10, clientY: 100 });
    fireEvent.pointerMove(block, { pointerId: 1, clientX: 10, clientY: 150 });
    expect(block).toHaveStyle({ top: '500px' });
    fireEvent.keyDown(block, { key: 'Escape' });
    expect(block).toHaveStyle({ top: '450px' });
    fireEvent.pointerUp(block, { pointerId: 1, clientX: 10, clientY: 150 });
    expect(operations().some((o) => o.operationName === 'UpdateHours')).toBe(false);
    fireEvent.pointerDown(block, { button: 0, pointerId: 2, clientX: 10, clientY: 100 });
    fireEvent.pointerMove(block, { pointerId: 2, clientX: 10, clientY: 150 });
    fireEvent.pointerUp(block, { pointerId: 2, clientX: 10, clientY: 150 });
    expect(await screen.findByText('Failed to move task')).toBeInTheDocument();
    expect(operations().at(-1)?.variables).toMatchObject({ taskId: 'task-0-20240916', startTime: 10 });
    await waitFor(() => expect(task(`${DESIGN}: 8 h from 09:00`)).toHaveStyle({ top: '450px' }));
  });

  it('edits in the dialog: 96 start times, duration 0.25 to 24, saved with its start time', async () => {
    const { operations } = setup();
    const user = userEvent.setup();
    task(`${TRAINING}: 2 h`).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const duration = within(dialog).getByLabelText('Duration (hours)');
    expect(duration).toHaveAttribute('step', '0.25');
    expect(duration).toHaveAttribute('aria-valuemin', '0.25');
    expect(duration).toHaveAttribute('aria-valuemax', '24');
    await user.click(within(dialog).getByLabelText('Start time'));
    await screen.findByRole('listbox');
    const options = document.querySelectorAll('.ant-select-item-option');
    expect(options).toHaveLength(96);
    expect([options[0]?.textContent, options[95]?.textContent]).toEqual(['00:00', '23:45']);
    await user.clear(duration);
    await user.type(duration, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated hours')).toBeInTheDocument();
    expect(operations().at(-1)?.variables).toEqual({ taskId: 'task-1-20240916', hours: 1.5, startTime: 17 });
  });

  it('adds a task from a day’s Add button with addHours and its start time', async () => {
    const { operations } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a task on Tue 09/17' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByLabelText('Task'));
    await user.click(await screen.findByTitle('Internal · Training'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully added hours')).toBeInTheDocument();
    expect(operations().at(-1)).toMatchObject({
      operationName: 'AddHours',
      variables: { projectId: 'p-1', deliverableId: 'd-1', date: '20240917', hours: 1, startTime: 9 },
    });
  });

  it('is read-only when the sheet is', () => {
    const { operations } = setup({ readOnly: true });
    const block = task(`${DESIGN}: 8 h`);
    fireEvent.keyDown(block, { key: 'ArrowDown' });
    expect(screen.queryByRole('button', { name: /Add a task/ })).toBeNull();
    expect(operations()).toEqual([]);
  });
});
