import { categoryLabel, DOCUMENT_MESSAGES } from '@tally/domain/projects/documents';
import { matchesQuery } from '@tally/domain/shared/search';
import type { ProjectDocumentFragment } from '../../../../graphql/generated/graphql.ts';

export type ProjectDocument = ProjectDocumentFragment;

export const ALL_CATEGORIES = 'all';
export const UNCATEGORIZED = DOCUMENT_MESSAGES.uncategorized;

export const SORTS = [
  { value: 'date', label: 'Date' },
  { value: 'name', label: 'Name' },
  { value: 'type', label: 'Type' },
] as const;
export type DocumentSort = (typeof SORTS)[number]['value'];

export const VIEWS = ['Grid', 'List'] as const;
export type DocumentView = (typeof VIEWS)[number];

const byName = (a: ProjectDocument, b: ProjectDocument) =>
  a.fileName.localeCompare(b.fileName, undefined, { sensitivity: 'base', numeric: true });

/** M-122: newest first by date (the default), A-Z by name, or by type then name. */
export function sortDocuments(documents: readonly ProjectDocument[], sort: DocumentSort): ProjectDocument[] {
  const sorted = [...documents];
  if (sort === 'name') return sorted.sort(byName);
  if (sort === 'type')
    return sorted.sort((a, b) => (a.type ?? '').localeCompare(b.type ?? '') || byName(a, b));
  return sorted.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b));
}

/** M-121, M-122: the category ('all', a category or 'Uncategorized') and a case-insensitive file-name search. */
export function filterDocuments(
  documents: readonly ProjectDocument[],
  category: string,
  search: string,
): ProjectDocument[] {
  return documents.filter(
    (document) =>
      (category === ALL_CATEGORIES || categoryLabel(document.category) === category) &&
      matchesQuery(document.fileName, search),
  );
}

export interface DocumentGroup {
  label: string;
  documents: ProjectDocument[];
}

/**
 * Documents by category (M-121): the taxonomy's order first, then categories no longer in it (A-Z), with
 * documents without one under 'Uncategorized' last; empty groups are left out.
 */
export function groupByCategory(
  documents: readonly ProjectDocument[],
  categories: readonly string[],
): DocumentGroup[] {
  const groups = new Map<string, ProjectDocument[]>();
  for (const document of documents) {
    const label = categoryLabel(document.category);
    groups.set(label, [...(groups.get(label) ?? []), document]);
  }
  const known = categories.filter((category) => groups.has(category));
  const others = [...groups.keys()]
    .filter((label) => label !== UNCATEGORIZED && !categories.includes(label))
    .sort((a, b) => a.localeCompare(b));
  const order = [...known, ...others, ...(groups.has(UNCATEGORIZED) ? [UNCATEGORIZED] : [])];
  return order.map((label) => ({ label, documents: groups.get(label) ?? [] }));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** The date a document was added, MM/DD/YYYY in the viewer's time zone. */
export const addedOn = (document: Pick<ProjectDocument, 'createdAt'>) =>
  dateFormat.format(new Date(document.createdAt));
