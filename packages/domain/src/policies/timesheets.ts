import { mayEditTimesheet, type Viewer as StatusViewer } from '../timesheets/status.ts';
import { inGroup, type PolicyViewer } from './viewer.ts';

/**
 * Who may do what with a timesheet. The service asks these; resolvers never decide.
 *
 * - Read: the owner, finance, admin, the owner's supervisor, and any approver of the owner (the e-mails of the
 *   owner's approver settings, delegated ones included, and every e-mail in canApprove of the sheet's steps).
 *   This is the read-only view of another user's sheet that prefill uses (spec §6).
 * - Edit (lines, hours, comments, submit, recall, cancel, delete): the owner, finance or admin (domain rule).
 * - Create for someone else, or book on their behalf: finance or admin only (Gap 31).
 */

const isFinance = (viewer: PolicyViewer) => inGroup(viewer, 'finance');
const isAdmin = (viewer: PolicyViewer) => inGroup(viewer, 'admin');

/** The viewer as the domain status machine sees it for a sheet owned by `ownerId`. */
export function statusViewer(viewer: PolicyViewer, ownerId: string): StatusViewer {
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

export function mayReadTimesheet(viewer: PolicyViewer, facts: TimesheetReadFacts): boolean {
  if (viewer.userId === facts.ownerId || isFinance(viewer) || isAdmin(viewer)) return true;
  if (facts.supervisorId !== null && facts.supervisorId === viewer.userId) return true;
  const email = viewer.email?.toLowerCase();
  return email !== undefined && facts.approverEmails.some((address) => address.toLowerCase() === email);
}

export function mayEditTimesheetOf(viewer: PolicyViewer, ownerId: string): boolean {
  return mayEditTimesheet(statusViewer(viewer, ownerId));
}

/** Creating a sheet, listing bookable projects or reading balances for `userId` (self, or finance/admin). */
export function mayActForUser(viewer: PolicyViewer, userId: string): boolean {
  return viewer.userId === userId || isFinance(viewer) || isAdmin(viewer);
}
