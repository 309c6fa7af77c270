import { inGroup, type PolicyViewer } from './viewer.ts';

/**
 * Who may do what with a project (M-008, issue #5 §6). The services ask these; resolvers never decide.
 *
 * - Manage (edit the project, its roles, team, deliverables, expenses, documents): admin, project-management,
 *   the project's owner, and a resource of the project flagged allowProjectManagement.
 * - Read: whoever manages it, finance, senior management, any resource of the project, and everyone when the
 *   project is globallyVisible.
 * - Create projects: admin or project-management (M-018).
 * - Financial fields (BU/IS codes) are shown to finance (M-084); the server returns them to readers anyway,
 *   as they are not secret, and only finance and managers may change them (mayEditAccountingCodes).
 */

export interface ProjectAccessFacts {
  ownerId: string | null;
  globallyVisible: boolean;
  /** The viewer's own resource entry on the project, when there is one. */
  viewerResource: { allowProjectManagement: boolean } | null;
}

export function mayCreateProjects(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin', 'project-management');
}

/** Admin and project-management manage every project, whoever owns it or is on its team. */
export function mayManageEveryProject(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin', 'project-management');
}

export function mayManageProject(viewer: PolicyViewer, facts: ProjectAccessFacts): boolean {
  if (mayManageEveryProject(viewer)) return true;
  if (facts.ownerId !== null && facts.ownerId === viewer.userId) return true;
  return facts.viewerResource?.allowProjectManagement === true;
}

export function mayReadProject(viewer: PolicyViewer, facts: ProjectAccessFacts): boolean {
  if (mayManageProject(viewer, facts)) return true;
  if (inGroup(viewer, 'finance', 'senior-management')) return true;
  return facts.viewerResource !== null || facts.globallyVisible;
}

/** BU Code and IS Code (M-084) are finance's to keep: shown to finance, who may change them on any project it reads. */
export function mayKeepAccountingCodes(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'finance');
}

/**
 * BU Code and IS Code (a deliverable's accounting code and suffix, M-084) are finance's to keep: finance may
 * change them on any project it reads, besides the project's managers.
 */
export function mayEditAccountingCodes(viewer: PolicyViewer, facts: ProjectAccessFacts): boolean {
  return mayKeepAccountingCodes(viewer) || mayManageProject(viewer, facts);
}

/**
 * Who may see a project's money (financials: cost per person and rates; the Export Hours file with payroll ids
 * and cost): the project's managers, finance and senior management. Other readers (team members, everyone on
 * a globally visible project) see the project but not what each person costs.
 */
export function mayViewProjectMoney(viewer: PolicyViewer, project: { canManage: boolean }): boolean {
  return project.canManage || inGroup(viewer, 'finance', 'senior-management');
}

/** Whether the viewer sees every project in allProjects (others see globally visible ones and their own). */
export function maySeeAllProjects(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin', 'project-management', 'finance', 'senior-management');
}

/** The budget update tool and REST endpoint (M-146): admin only. */
export function mayRunBudgetTool(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'admin');
}
