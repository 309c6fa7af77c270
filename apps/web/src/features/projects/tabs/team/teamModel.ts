import { compactToIso, isCompactDate, isoToDisplay } from '@tally/domain/shared/dates';
import type { TeamResourceFragment } from '../../../../graphql/generated/graphql.ts';

/** Titles that make a team member a project manager (M-059). */
export const PROJECT_MANAGER_TITLES = ['Project Manager', 'Delivery Lead', 'Engagement Manager'] as const;

export function isProjectManager(
  resource: Pick<TeamResourceFragment, 'allowProjectManagement' | 'user'>,
): boolean {
  const title = resource.user?.title?.trim() ?? '';
  return resource.allowProjectManagement || (PROJECT_MANAGER_TITLES as readonly string[]).includes(title);
}

/** YYYYMMDD → MM/DD/YYYY ('' when empty). */
export function displayDate(compact: string | null | undefined): string {
  if (!compact || !isCompactDate(compact)) return '';
  return isoToDisplay(compactToIso(compact));
}

export function resourceName(resource: Pick<TeamResourceFragment, 'name' | 'email' | 'user'>): string {
  if (resource.name) return resource.name;
  if (resource.user) return `${resource.user.firstName} ${resource.user.lastName}`.trim();
  return resource.email;
}

export const statusLabel = (resource: Pick<TeamResourceFragment, 'inactive'>) =>
  resource.inactive ? 'Inactive' : 'Active';

/** Approved against budgeted hours (M-058): red once approved exceeds budgeted. */
export function hoursProgress(approved: number, budgeted: number | null | undefined) {
  const budget = budgeted ?? 0;
  const over = approved > budget;
  const percent = budget > 0 ? Math.min(100, (approved / budget) * 100) : approved > 0 ? 100 : 0;
  return { percent: Math.round(percent * 10) / 10, over };
}

export const CSV_COLUMNS = ['Name', 'Role', 'Email', 'Start Date', 'End Date', 'Note', 'Status'] as const;

export function teamCsvRows(resources: readonly TeamResourceFragment[]): string[][] {
  return [
    [...CSV_COLUMNS],
    ...resources.map((r) => [
      resourceName(r),
      r.role ?? '',
      r.email,
      displayDate(r.startDate),
      displayDate(r.endDate),
      r.note ?? '',
      statusLabel(r),
    ]),
  ];
}

/** Why a resource cannot be removed (M-063, the server's words): approved hours keep it on the team. */
export const removeBlockedReason = (hours: number) =>
  `This resource has ${hours} approved hour${hours === 1 ? '' : 's'} on the project and cannot be removed. Mark it inactive instead.`;
