import { mayActForUser } from './timesheets.ts';
import { inGroup, type PolicyViewer } from './viewer.ts';

/** Time-off balances: the user, finance, admin and human resources. */
export function mayReadTimeOffOf(viewer: PolicyViewer, userId: string): boolean {
  return mayActForUser(viewer, userId) || inGroup(viewer, 'human-resources');
}

/** Adding time-off transactions (H-016): human resources and admins; never the user on their own (U-012). */
export function mayAddTimeOffTransactions(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'human-resources', 'admin');
}

/** The 'Track Against Time Off' field of a deliverable is shown to human resources (M-085). */
export function mayTrackTimeOffOnDeliverables(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'human-resources');
}
