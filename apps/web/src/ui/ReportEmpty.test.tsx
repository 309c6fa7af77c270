import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportEmpty, widerRange } from './ReportEmpty.tsx';

describe('widerRange', () => {
  it('is the three whole months up to the end, else the twelve, else nothing', () => {
    expect(widerRange({ start: '2026-11-23', end: '2026-11-29' })).toEqual({
      start: '2026-09-01',
      end: '2026-11-29',
    });
    // The year to date in November already covers three months.
    expect(widerRange({ start: '2026-01-01', end: '2026-11-26' })).toEqual({
      start: '2025-12-01',
      end: '2026-11-26',
    });
    expect(widerRange({ start: '2025-12-01', end: '2026-11-26' })).toBeNull();
  });
});

describe('ReportEmpty', () => {
  it('says what is empty and why, and shows the wider range in one click', () => {
    const onShow = vi.fn();
    render(
      <ReportEmpty
        text="Nothing here"
        hint="Only approved hours count."
        widen={{ range: { start: '2026-10-01', end: '2026-10-31' }, onShow }}
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('Only approved hours count.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 08/01/2026 - 10/31/2026' }));
    expect(onShow).toHaveBeenCalledWith({ start: '2026-08-01', end: '2026-10-31' });
  });

  it('falls back to its own action when the range cannot widen', () => {
    render(
      <ReportEmpty
        text="Nothing here"
        hint="Hint"
        widen={{ range: { start: '2020-01-01', end: '2026-10-31' }, onShow: vi.fn() }}
        action={<button type="button">Show the week before</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Show the week before' })).toBeInTheDocument();
  });
});
