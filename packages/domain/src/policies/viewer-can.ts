import { mayRunAdminJobs } from './admin.ts';
import { mayManageAllAccessTokens } from './integrations.ts';
import { mayCreateProjects, mayKeepAccountingCodes, mayRunBudgetTool } from './projects.ts';
import { mayTrackTimeOffOnDeliverables } from './time-off.ts';
import type { PolicyViewer } from './viewer.ts';

/**
 * What the signed-in person may do beyond their own week, as the API serves it (`me { can { ... } }`): the
 * browser asks these instead of reading groups, so each rule stays written once, in its policy.
 */
export interface ViewerCan {
  createProjects: boolean;
  keepAccountingCodes: boolean;
  trackTimeOffOnDeliverables: boolean;
  runAdminJobs: boolean;
  runBudgetTool: boolean;
  manageAllAccessTokens: boolean;
}

export function viewerCan(viewer: PolicyViewer): ViewerCan {
  return {
    createProjects: mayCreateProjects(viewer),
    keepAccountingCodes: mayKeepAccountingCodes(viewer),
    trackTimeOffOnDeliverables: mayTrackTimeOffOnDeliverables(viewer),
    runAdminJobs: mayRunAdminJobs(viewer),
    runBudgetTool: mayRunBudgetTool(viewer),
    manageAllAccessTokens: mayManageAllAccessTokens(viewer),
  };
}
