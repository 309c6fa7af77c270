import { inGroup, type PolicyViewer } from './viewer.ts';

/**
 * The admin screens (part 3 §3). Users, their groups and approvers, quick edit, re-submission: admin only.
 */
export function mayAdministerUsers(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}

/** Clients: admin only. */
export function mayManageClients(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}

/** Taxonomy terms (departments, classifications, A-040): admin only. */
export function mayEditTaxonomy(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}

/** The `/admin/settings` page's jobs (snapshot updater, statistics recipients, reminder schedule): admin only. */
export function mayRunAdminJobs(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}

/** The hours thresholds of the week: admins and super-admins. */
export function mayEditTimesheetThresholds(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin', 'super-admin');
}

/** The configuration grid: super-admins only. */
export function mayEditConfigurations(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'super-admin');
}

/** The portal's own history: admins. */
export function mayReadPortalHistory(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}

/** A person's history: admins, human resources, and the person themself. */
export function mayReadUserHistory(viewer: PolicyViewer, userId: string): boolean {
  return inGroup(viewer, 'admin', 'human-resources') || viewer.userId === userId;
}
