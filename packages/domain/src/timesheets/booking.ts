import type { IsoDate } from '../shared/dates.ts';

/** Why time cannot be booked on a project and deliverable (the spec gives no text for these). */
export const BOOKING_MESSAGES = {
  notBookable: 'You are not an active resource on this project for this week',
  deliverableDisabled: 'This deliverable is disabled',
  deliverableNotInProject: 'This deliverable does not belong to the project',
  projectClosed: 'This project does not accept time',
} as const;

export interface BookingTarget {
  project: { id: string; archived: boolean; isTemplate: boolean; globallyVisible: boolean };
  deliverable: { id: string; projectId: string; disabled: boolean; includeInAllProjects: boolean };
  /** The user's resource rows on the project (matched by account or e-mail). */
  resources: readonly { inactive: boolean; startDate: IsoDate; endDate: IsoDate | null }[];
}

export type BookingRefusal = { field: 'projectId' | 'deliverableId'; message: string };

/**
 * Whether a user may book time on a project and deliverable for the days [from, to] (ACCEPTANCE T-052, Gap 45):
 * the deliverable is enabled and belongs to the project (or is offered in all projects), and the user is an
 * active resource of the project whose start/end dates overlap the days, unless the project is globally visible
 * or the deliverable is offered in all projects.
 */
export function bookingRefusal(target: BookingTarget, from: IsoDate, to: IsoDate): BookingRefusal | null {
  const { project, deliverable, resources } = target;
  if (project.archived || project.isTemplate) {
    return { field: 'projectId', message: BOOKING_MESSAGES.projectClosed };
  }
  if (deliverable.projectId !== project.id && !deliverable.includeInAllProjects) {
    return { field: 'deliverableId', message: BOOKING_MESSAGES.deliverableNotInProject };
  }
  if (deliverable.disabled) return { field: 'deliverableId', message: BOOKING_MESSAGES.deliverableDisabled };
  if (project.globallyVisible || deliverable.includeInAllProjects) return null;
  const active = resources.some(
    (resource) =>
      !resource.inactive &&
      resource.startDate <= to &&
      (resource.endDate === null || resource.endDate >= from),
  );
  return active ? null : { field: 'projectId', message: BOOKING_MESSAGES.notBookable };
}
