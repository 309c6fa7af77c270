import { gridWindow } from '@tally/domain/custom-reports/report-grid';
import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT, scrollScale } from './scrollScale.ts';

describe('scrollScale: lists taller than a browser can scroll', () => {
  it('leaves short lists as they are', () => {
    expect(scrollScale(4000, 10_000)).toEqual({ drawn: 400_000, top: 4000, shift: 0 });
  });

  it('draws a year of a large firm within the cap and still reaches its first and last rows', () => {
    const count = 1_230_000;
    const start = scrollScale(0, count);
    expect(start.drawn).toBe(MAX_SCROLL_HEIGHT);
    expect(gridWindow(start.top, count).first).toBe(1);

    const bottom = scrollScale(MAX_SCROLL_HEIGHT - 700, count);
    const view = gridWindow(bottom.top, count);
    expect(view.last).toBe(count);
    // The last row sits at the bottom of the view: its real place moved by the shift.
    expect((count - 1) * 40 + bottom.shift + 40).toBeCloseTo(MAX_SCROLL_HEIGHT, 0);

    const middle = gridWindow(scrollScale((MAX_SCROLL_HEIGHT - 700) / 2, count).top, count);
    expect(Math.abs(middle.first - count / 2)).toBeLessThan(20);
  });
});
