import { mayEditTimesheet, type Viewer as StatusViewer } from '@tally/domain/timesheets/status';
import type { Viewer } from '../sessions.ts';

/**
 * Who may do what with a timesheet. The service asks these; resolvers never decide.
 *
 * - Read: the owner, finance, admin, the owner's supervisor, and any approver of the owner (the e-mails of the
 *   owner's approver settings, delegated ones included, and every e-mail in canApprove of the sheet's steps).
 *   This is the read-only view of another user's sheet that prefill uses (spec §6).
 * - Edit (lines, hours, comments, submit, recall, cancel, delete): the owner, finance or admin (domain rule).
 * - Create for someone else, or book on their behalf: finance or admin only (Gap 31).
 */

const isFinance = (viewer: Viewer) => viewer.groups.includes('finance');
const isAdmin = (viewer: Viewer) => viewer.groups.includes('admin');

/** The viewer as the domain status machine sees it for a sheet owned by `ownerId`. */
export function statusViewer(viewer: Viewer, ownerId: string): StatusViewer {
  return {
    email: viewer.email ?? '',
    isOwner: viewer.userId === ownerId,
    isFinance: isFinance(viewer),
    isAdmin: isAdmin(viewer),
  };
}

export interface TimesheetReadFacts {
  ownerId: string;
  supervisorId: string | null;
  /** The owner's approvers and the canApprove e-mails of the sheet's approval steps. */
  approverEmails: readonly string[];
}

export function mayReadTimesheet(viewer: Viewer, facts: TimesheetReadFacts): boolean {
  if (viewer.userId === facts.ownerId || isFinance(viewer) || isAdmin(viewer)) return true;
  if (facts.supervisorId !== null && facts.supervisorId === viewer.userId) return true;
  const email = viewer.email?.toLowerCase();
  return email !== undefined && facts.approverEmails.some((address) => address.toLowerCase() === email);
}

export function mayEditTimesheetOf(viewer: Viewer, ownerId: string): boolean {
  return mayEditTimesheet(statusViewer(viewer, ownerId));
}

/** Creating a sheet, listing bookable projects or reading balances for `userId` (self, or finance/admin). */
export function mayActForUser(viewer: Viewer, userId: string): boolean {
  return viewer.userId === userId || isFinance(viewer) || isAdmin(viewer);
}

/** Time-off balances: the user, finance, admin and human resources. */
export function mayReadTimeOffOf(viewer: Viewer, userId: string): boolean {
  return mayActForUser(viewer, userId) || viewer.groups.includes('human-resources');
}

/** Adding time-off transactions (H-016): human resources and admins; never the user on their own (U-012). */
export function mayAddTimeOffTransactions(viewer: Viewer): boolean {
  return viewer.groups.includes('human-resources') || isAdmin(viewer);
}
