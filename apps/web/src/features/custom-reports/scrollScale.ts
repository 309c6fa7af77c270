import { GRID_HEIGHT, GRID_ROW_HEIGHT } from '@tally/domain/custom-reports/report-grid';

/**
 * The tallest scroll area drawn: browsers stop at about 16.7 M px (Firefox) to 33.5 M px (Chromium), and a
 * year of a large firm is 1.2 M rows of 40 px (49 M px).
 */
export const MAX_SCROLL_HEIGHT = 15_000_000;

/**
 * The scroll geometry of `count` lines: the drawn height (at most MAX_SCROLL_HEIGHT), the position in the real
 * list that a scrollTop stands for, and how far the lines move to sit under the view. Below the cap the
 * real and the drawn list are the same (shift 0).
 */
export function scrollScale(
  scrollTop: number,
  count: number,
  height = GRID_HEIGHT,
  rowHeight = GRID_ROW_HEIGHT,
) {
  const real = count * rowHeight;
  const drawn = Math.min(real, MAX_SCROLL_HEIGHT);
  const ratio = drawn > height ? (real - height) / (drawn - height) : 1;
  const top = scrollTop * ratio;
  return { drawn, top, shift: scrollTop - top };
}
