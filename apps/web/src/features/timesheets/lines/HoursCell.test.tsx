import type { HoursChange } from '@tally/domain/timesheets/hours';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoursCell } from './HoursCell.tsx';

afterEach(() => {
  vi.useRealTimers();
});

type Save = (change: HoursChange) => Promise<void>;

/** A 2×2 grid of cells: row 0 has 8 h on Mon; row 1 is empty. */
function renderGrid(onSave: Save = async () => {}) {
  const values = [
    [8, null],
    [null, 2],
  ];
  render(
    <div data-hours-grid data-rows={2}>
      {values.map((row, r) =>
        row.map((value, c) => (
          <HoursCell
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed test grid
            key={`${r}-${c}`}
            value={value}
            label={`Hours r${r} c${c}`}
            row={r}
            col={c}
            onSave={onSave}
          />
        )),
      )}
      <button type="button">after</button>
    </div>,
  );
  return (r: number, c: number) => screen.getByLabelText(`Hours r${r} c${c}`) as HTMLInputElement;
}

describe('HoursCell', () => {
  it('saves on blur only when the value changed, as add, update or remove', async () => {
    const onSave = vi.fn<Save>(async () => {});
    const cell = renderGrid(onSave);
    const user = userEvent.setup();

    await user.click(cell(0, 0));
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(cell(0, 0));
    await user.keyboard('8.0');
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
    expect(cell(0, 0)).toHaveValue('8');

    await user.click(cell(0, 0));
    await user.keyboard('7.5');
    await user.tab();
    expect(onSave).toHaveBeenLastCalledWith({ kind: 'update', hours: 7.5 });

    await user.click(cell(1, 0));
    await user.keyboard('4');
    await user.tab();
    expect(onSave).toHaveBeenLastCalledWith({ kind: 'add', hours: 4 });

    await user.click(cell(1, 1));
    await user.keyboard('0');
    await user.tab();
    expect(onSave).toHaveBeenLastCalledWith({ kind: 'remove' });
    expect(onSave).toHaveBeenCalledTimes(3);
  });

  it('ignores negative input and flags hours off the quarter step without saving', async () => {
    const onSave = vi.fn<Save>(async () => {});
    const cell = renderGrid(onSave);
    const user = userEvent.setup();

    await user.click(cell(0, 0));
    await user.keyboard('-3');
    await user.tab();
    expect(cell(0, 0)).toHaveValue('8');

    await user.click(cell(0, 1));
    await user.keyboard('1.3');
    await user.tab();
    expect(cell(0, 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(0, 1)).toHaveAccessibleDescription('Hours must be in steps of 0.25');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses, with the cell's own message, hours that would take the day over 24 on all lines", async () => {
    const onSave = vi.fn<Save>(async () => {});
    render(
      <div data-hours-grid data-rows={1}>
        <HoursCell value={null} label="Wed" row={0} col={0} onSave={onSave} otherLinesHours={20} />
      </div>,
    );
    const cell = screen.getByLabelText('Wed') as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(cell);
    await user.keyboard('12.5');
    await user.tab();
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription(
      'This day would have 32.5 hours over all lines; a day cannot have more than 24',
    );
    expect(onSave).not.toHaveBeenCalled();
    await user.click(cell);
    await user.keyboard('4');
    await user.tab();
    expect(onSave).toHaveBeenLastCalledWith({ kind: 'add', hours: 4 });
  });

  it('shows the saving indicator only after 300 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let finish: () => void = () => {};
    const cell = renderGrid(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );

    fireEvent.focus(cell(0, 0));
    fireEvent.change(cell(0, 0), { target: { value: '6' } });
    fireEvent.blur(cell(0, 0));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Saving');

    await act(async () => finish());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cell(0, 0)).toHaveValue('6');
  });

  it('keeps the value with a red border when saving fails, and retries on the next blur', async () => {
    const onSave = vi.fn<Save>(async () => {
      throw new Error('down');
    });
    const cell = renderGrid(onSave);
    const user = userEvent.setup();

    await user.click(cell(0, 0));
    await user.keyboard('5');
    await user.tab();
    expect(cell(0, 0)).toHaveValue('5');
    expect(cell(0, 0)).toHaveClass('is-error');
    expect(cell(0, 0)).toHaveAccessibleDescription(
      'There was an issue saving your hours. Please refresh page and try again. If issue persists, contact support.',
    );

    onSave.mockImplementation(async () => {});
    await user.click(cell(0, 0));
    await user.tab();
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(cell(0, 0)).not.toHaveClass('is-error');
  });

  it('moves with arrows and Tab, types over the value, saves and moves down on Enter, reverts on Escape', async () => {
    const onSave = vi.fn<Save>(async () => {});
    const cell = renderGrid(onSave);
    const user = userEvent.setup();

    await user.click(cell(0, 0));
    await user.keyboard('{ArrowRight}');
    expect(cell(0, 1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(1, 1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell(1, 0)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell(0, 0)).toHaveFocus();
    await user.tab();
    expect(cell(0, 1)).toHaveFocus();
    await user.tab({ shift: true });
    expect(cell(0, 0)).toHaveFocus();

    await user.keyboard('3{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenLastCalledWith({ kind: 'update', hours: 3 });
    expect(cell(1, 0)).toHaveFocus();

    await user.keyboard('9{Escape}');
    expect(cell(1, 0)).toHaveValue('');
    await user.keyboard('{ArrowUp}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
