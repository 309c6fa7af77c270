import { truncate } from '../shared/money.ts';

/**
 * The project lists (spec part 2 §2 'Project list', M-009..M-022): page size, filters, sort keys, fuzzy
 * search, card truncations and the CSV export. Shared by the API (filtering, paging) and the web page.
 */

/** Page size of the lists; Load More shows only when the last page was full (M-015). */
export const PROJECT_PAGE_SIZE = 50;

/** Project codes are unique, ignoring case (issue 13), in the words of '{X} already exists' (D-054). */
export const PROJECT_CODE_TAKEN_MESSAGE = 'Project code already exists';

/** Largest page the API serves in one call: the sync tool asks 1000 (S-024, C-063). */
export const PROJECT_PAGE_MAX = 1000;

/** Fuse.js-style threshold: 0 is an exact match, 1 no match; a project matches when its score ≤ 0.3 (M-013). */
export const PROJECT_SEARCH_THRESHOLD = 0.3;

/**
 * Budget-used filter options in percent (M-011). A project passes when its budget used is AT LEAST the
 * chosen percentage (option 75 → projects that have used 75 % or more of their budget).
 */
export const BUDGET_USED_FILTER_OPTIONS = [15, 25, 50, 75, 100] as const;
export type BudgetUsedFilter = (typeof BUDGET_USED_FILTER_OPTIONS)[number];

export const PROJECT_SORT_FIELDS = ['budgetUsed', 'projectCode', 'name', 'clientName', 'updatedAt'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];
export type SortOrder = 1 | -1;

export const PROJECT_SORT_LABELS: Record<ProjectSortField, string> = {
  budgetUsed: 'Budget Used',
  projectCode: 'Project Code',
  name: 'Project Name',
  clientName: 'Client Name',
  updatedAt: 'Last Updated',
};

/** Status preselected in the list filter (spec §4); the server applies no status when none is sent. */
export const DEFAULT_STATUS_FILTER = 'In Progress';

/** Whether a project's budget used (a fraction) passes the budget-used filter (a percentage). */
export function passesBudgetUsedFilter(fractionUsed: number, minimumPercent: number | null): boolean {
  if (minimumPercent === null) return true;
  return fractionUsed * 100 >= minimumPercent - 1e-9;
}

/**
 * Fuzzy score of a pattern against a text, in Fuse.js terms: 0 exact, 1 no match. The score is the least
 * number of edits (insert, delete, substitute) turning the pattern into some substring of the text,
 * divided by the pattern's length; case is ignored. Unlike Fuse's default, where in the text the match
 * sits does not count (a word in the middle of a long project name is found as well as one at the start).
 */
export function fuzzyScore(pattern: string, text: string): number {
  const p = pattern.trim().toLowerCase();
  const s = text.toLowerCase();
  if (p.length === 0) return 0;
  if (s.length === 0) return 1;
  if (s.includes(p)) return 0;
  // Sellers' algorithm: the edit distance of p to the best substring of s ending at each position.
  let previous = Array.from({ length: p.length + 1 }, (_, i) => i);
  let best = previous[p.length] ?? p.length;
  for (let j = 1; j <= s.length; j++) {
    const current = [0];
    for (let i = 1; i <= p.length; i++) {
      const substitution = (previous[i - 1] ?? 0) + (p[i - 1] === s[j - 1] ? 0 : 1);
      current[i] = Math.min(substitution, (previous[i] ?? 0) + 1, (current[i - 1] ?? 0) + 1);
    }
    best = Math.min(best, current[p.length] ?? p.length);
    previous = current;
  }
  return Math.min(1, best / p.length);
}

/**
 * The best (lowest) score of the pattern over several fields (name, project code, client name), or null
 * when none scores within the threshold.
 */
export function fuzzyMatch(
  pattern: string,
  fields: readonly (string | null | undefined)[],
  threshold = PROJECT_SEARCH_THRESHOLD,
): number | null {
  let best = 1;
  for (const field of fields) {
    if (!field) continue;
    best = Math.min(best, fuzzyScore(pattern, field));
    if (best === 0) break;
  }
  return best <= threshold ? best : null;
}

/** Card texts (M-020, M-021). */
export const CARD_LIMITS = {
  gridDescription: 300,
  compactName: 50,
  compactDescription: 150,
  avatars: 5,
} as const;

export const gridDescription = (text: string | null | undefined) =>
  truncate(text ?? '', CARD_LIMITS.gridDescription);
export const compactName = (name: string) => truncate(name, CARD_LIMITS.compactName);
export const compactDescription = (text: string | null | undefined) =>
  truncate(text ?? '', CARD_LIMITS.compactDescription);

/** The '+N' count after the first 5 avatars, or null when the whole team is shown (M-019). */
export function teamOverflow(teamCount: number, shown: number = CARD_LIMITS.avatars): string | null {
  const rest = teamCount - Math.min(shown, teamCount);
  return rest > 0 ? `+${rest}` : null;
}

export const PROJECT_CSV_COLUMNS = [
  'Project',
  'Client',
  'Project Code',
  'Status',
  'Industry',
  'Budget Used',
  'Archived',
] as const;

export interface ProjectCsvFacts {
  name: string;
  clientName: string | null;
  projectCode: string | null;
  status: string | null;
  sectors: readonly string[];
  /** Fraction (1 = 100 %). */
  budgetUsed: number;
  archived: boolean;
}
