import { inGroup, type PolicyViewer } from './viewer.ts';

/**
 * The accounting-system tools (S-015..S-031): pushing timesheets, the query console and the project syncs are
 * for super-admins (S-002). A project's managers may also refresh it from the accounting system (M-041).
 */
export function mayUseIntegrationTools(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'super-admin');
}

/** Webhook subscriptions and their deliveries: admins. */
export function mayManageWebhooks(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}

/**
 * Everyone's personal access tokens (listing and revoking them, and tokens that never expire): admins. Others
 * manage their own.
 */
export function mayManageAllAccessTokens(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}
