import { describe, expect, it } from 'vitest';
import { makeTimesheet, WEEK_DATES } from '../lines/timesheet.fixture.ts';
import { draftRows, planImport } from './drafts.ts';

const event = (id: string, start: string, end: string) => ({ id, subject: id, start, end, location: null });

describe('calendar drafts', () => {
  const rows = draftRows(
    [
      event('late', '2024-09-16T20:00:00Z', '2024-09-16T21:00:00Z'),
      event('early', '2024-09-16T13:00:00Z', '2024-09-16T13:30:00Z'),
      event('early', '2024-09-16T13:00:00Z', '2024-09-16T13:30:00Z'),
      event('allday', '2024-09-18T04:00:00Z', '2024-09-19T04:00:00Z'),
      event('outside', '2024-09-22T13:00:00Z', '2024-09-22T14:00:00Z'),
    ],
    WEEK_DATES,
    'America/New_York',
  );

  it('keeps the week’s events once each, in time order, all-day ones unticked', () => {
    expect(
      rows.map(({ eventId, date, startTime, hours, selected }) => [
        eventId,
        date,
        startTime,
        hours,
        selected,
      ]),
    ).toEqual([
      ['early', '20240916', 9, 0.5, true],
      ['late', '20240916', 16, 1, true],
      ['allday', '20240918', 0, 24, false],
    ]);
  });

  it('adds up events of one line and day from the earliest start, and tops up a day with hours', () => {
    const { lineItems } = makeTimesheet();
    const assigned = rows.map((row) => ({ ...row, lineId: row.eventId === 'late' ? 'line-2' : 'line-0' }));
    const steps = planImport(assigned, lineItems).map(({ line, date, startTime, hours, taskId }) => ({
      line: line._id,
      date,
      startTime,
      hours,
      taskId,
    }));
    // line-2 is locked (approved): not importable.
    expect(steps).toEqual([
      { line: 'line-0', date: '20240916', startTime: 9, hours: 8.5, taskId: 'task-0-20240916' },
    ]);
  });
});
