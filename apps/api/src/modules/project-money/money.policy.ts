import type { Viewer } from '../../auth/sessions.ts';
import type { ProjectRecord } from '../projects/project.access.ts';

/**
 * Who may see a project's money (financials: cost per person and rates; the Export Hours file with payroll ids
 * and cost): the project's managers, finance and senior management. Other readers (team members, everyone on
 * a globally visible project) see the project but not what each person costs.
 */
export function mayViewProjectMoney(viewer: Viewer, record: ProjectRecord): boolean {
  if (record.canManage) return true;
  return viewer.groups.some((group) => group === 'finance' || group === 'senior-management');
}
