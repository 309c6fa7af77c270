import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WeekPicker } from './WeekPicker.tsx';

const dayHeads = () =>
  [...document.querySelectorAll('.ant-picker-content thead th')].map((cell) => cell.textContent);

/** Issue 14 (item 7): the calendar's rows are the portal's weeks, starting the day after the configured week end. */
describe('WeekPicker', () => {
  it.each([
    [0, '2024-09-22', ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']],
    [6, '2024-09-21', ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']],
    [4, '2024-09-19', ['Fr', 'Sa', 'Su', 'Mo', 'Tu', 'We', 'Th']],
  ])('starts its weeks the day after week-end day %i', async (weekEndDay, weekEnd, heads) => {
    render(<WeekPicker weekEnd={weekEnd} weekEndDay={weekEndDay} defaultOpen onPick={vi.fn()} />);
    await screen.findByTitle(weekEnd);
    expect(dayHeads()).toEqual(heads);
  });
});
