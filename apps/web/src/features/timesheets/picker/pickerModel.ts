import { matchesQuery } from '@tally/domain/shared/search';
import type { TaskPickerProjectsQuery } from '../../../graphql/generated/week-later/graphql.ts';

export type PickerProject = TaskPickerProjectsQuery['projects'][number];
export type PickerCategory = PickerProject['categories'][number];
export type PickerTask = PickerCategory['deliverables'][number];

export const PICKER_TEXTS = {
  noProjects: 'You are not part of any project',
  noResults: 'No results',
  selectCategory: 'Select a category to see deliverables',
  selectProject: 'Select a project to see its categories',
} as const;

export function projectLabel(project: PickerProject): string {
  const client = project.client?.shortName ? ` (${project.client.shortName})` : '';
  return project.projectCode
    ? `${project.projectCode} · ${project.name}${client}`
    : `${project.name}${client}`;
}

/** Enabled deliverables only (Gap 45: disabled deliverables are not offered); empty categories dropped. */
function bookable(project: PickerProject): PickerProject {
  const categories = project.categories
    .map((category) => ({ ...category, deliverables: category.deliverables.filter((d) => !d.disabled) }))
    .filter((category) => category.deliverables.length > 0);
  return { ...project, categories };
}

/**
 * The projects matching a search (matchesQuery, the app's one search rule): a project whose name, code or
 * client matches keeps all its categories; otherwise it keeps the categories and tasks that match. Recent
 * projects first.
 */
export function searchProjects(
  projects: readonly PickerProject[],
  search: string,
  recentProjectIds: readonly string[] = [],
): PickerProject[] {
  const query = search.trim();
  const rank = (project: PickerProject) => {
    const index = recentProjectIds.indexOf(project._id);
    return index < 0 ? recentProjectIds.length : index;
  };
  const matched = projects.map(bookable).flatMap((project) => {
    if (project.categories.length === 0) return [];
    if (!query || matchesQuery(projectLabel(project), query)) return [project];
    const categories = project.categories.flatMap((category) => {
      if (matchesQuery(category.name, query)) return [category];
      const deliverables = category.deliverables.filter((d) => matchesQuery(d.deliverableName, query));
      return deliverables.length > 0 ? [{ ...category, deliverables }] : [];
    });
    return categories.length > 0 ? [{ ...project, categories }] : [];
  });
  return matched
    .map((project, order) => ({ project, order }))
    .sort((a, b) => rank(a.project) - rank(b.project) || a.order - b.order)
    .map(({ project }) => project);
}
