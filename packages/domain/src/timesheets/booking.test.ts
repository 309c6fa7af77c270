import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type BookingTarget, bookingRefusal } from './booking.ts';

const target = (change: {
  project?: Partial<BookingTarget['project']>;
  deliverable?: Partial<BookingTarget['deliverable']>;
  resources?: BookingTarget['resources'];
}): BookingTarget => ({
  project: { id: 'p1', archived: false, isTemplate: false, globallyVisible: false, ...change.project },
  deliverable: {
    id: 'd1',
    projectId: 'p1',
    disabled: false,
    includeInAllProjects: false,
    ...change.deliverable,
  },
  resources: change.resources ?? [{ inactive: false, startDate: '2026-01-01', endDate: null }],
});
const week = ['2026-03-01', '2026-03-07'] as const;

describe('bookingRefusal', () => {
  it('accepts an active resource whose dates overlap the days', () => {
    expect(bookingRefusal(target({}), ...week)).toBeNull();
    const ending = [{ inactive: false, startDate: '2026-01-01', endDate: '2026-03-01' }];
    expect(bookingRefusal(target({ resources: ending }), ...week)).toBeNull();
  });

  it('refuses archived and template projects, foreign and disabled deliverables', () => {
    expect(bookingRefusal(target({ project: { archived: true } }), ...week)).toEqual({
      field: 'projectId',
      message: BOOKING_MESSAGES.projectClosed,
    });
    expect(bookingRefusal(target({ project: { isTemplate: true } }), ...week)?.field).toBe('projectId');
    expect(bookingRefusal(target({ deliverable: { projectId: 'p2' } }), ...week)).toEqual({
      field: 'deliverableId',
      message: BOOKING_MESSAGES.deliverableNotInProject,
    });
    expect(bookingRefusal(target({ deliverable: { disabled: true } }), ...week)).toEqual({
      field: 'deliverableId',
      message: BOOKING_MESSAGES.deliverableDisabled,
    });
  });

  it('needs an active, overlapping resource unless the project or deliverable is open to all', () => {
    const refused = { field: 'projectId', message: BOOKING_MESSAGES.notBookable };
    expect(bookingRefusal(target({ resources: [] }), ...week)).toEqual(refused);
    const inactive = [{ inactive: true, startDate: '2026-01-01', endDate: null }];
    expect(bookingRefusal(target({ resources: inactive }), ...week)).toEqual(refused);
    const later = [{ inactive: false, startDate: '2026-03-08', endDate: null }];
    expect(bookingRefusal(target({ resources: later }), ...week)).toEqual(refused);
    expect(bookingRefusal(target({ resources: [], project: { globallyVisible: true } }), ...week)).toBeNull();
    const everywhere = { projectId: 'p2', includeInAllProjects: true };
    expect(bookingRefusal(target({ resources: [], deliverable: everywhere }), ...week)).toBeNull();
  });
});
