import { describe, expect, it } from 'vitest';
import { makeLine, WEEK_DATES } from '../lines/timesheet.fixture.ts';
import {
  calendarItems,
  clampStart,
  MAX_PX_PER_HOUR,
  MIN_PX_PER_HOUR,
  movedStart,
  zoomIn,
  zoomOut,
} from './calendarModel.ts';

describe('calendar model', () => {
  it('zooms from 50 to 400 px per hour by × 1.25, clamped (T-015)', () => {
    const steps = [MIN_PX_PER_HOUR];
    while (steps.at(-1)! < MAX_PX_PER_HOUR) steps.push(zoomIn(steps.at(-1)!));
    expect(steps).toEqual([
      50, 62.5, 78.125, 97.65625, 122.0703125, 152.587890625, 190.73486328125, 238.4185791015625,
      298.0232238769531, 372.5290298461914, 400,
    ]);
    expect(zoomIn(400)).toBe(400);
    expect(zoomOut(62.5)).toBe(50);
    expect(zoomOut(50)).toBe(50);
  });

  it('snaps to 15 minutes and keeps a task inside its day (T-014, T-019)', () => {
    expect(clampStart(9.1, 1)).toBe(9);
    expect(clampStart(9.13, 1)).toBe(9.25);
    expect(clampStart(-2, 1)).toBe(0);
    expect(clampStart(23.5, 2)).toBe(22);
    expect(movedStart(22, 2, 0.25)).toBe(22);
    expect(movedStart(0, 2, -0.25)).toBe(0);
    expect(movedStart(9, 2, 0.25)).toBe(9.25);
  });

  it('places tasks by start time, stacks those without one from 9:00, and puts overlaps side by side', () => {
    const timed = makeLine({ index: 0, project: 'A', deliverable: 'a', hours: { '20240916': 2 } });
    timed.monTask = { ...timed.monTask!, startTime: 9.5 };
    const lines = [
      timed,
      makeLine({ index: 1, project: 'B', deliverable: 'b', hours: { '20240916': 3, '20240917': 23 } }),
      makeLine({ index: 2, project: 'C', deliverable: 'c', hours: { '20240916': 1.5, '20240917': 4 } }),
    ];
    const days = calendarItems(lines, WEEK_DATES);
    expect(days[1]!.map(({ start, hours, lane, lanes }) => ({ start, hours, lane, lanes }))).toEqual([
      { start: 9.5, hours: 2, lane: 1, lanes: 2 },
      { start: 9, hours: 3, lane: 0, lanes: 2 },
      { start: 12, hours: 1.5, lane: 0, lanes: 1 },
    ]);
    // 23 hours from 9:00 would pass midnight: it starts early enough to end at 24:00.
    expect(days[2]!.map(({ start }) => start)).toEqual([1, 20]);
  });
});
