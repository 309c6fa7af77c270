import { useApolloClient, useQuery } from '@apollo/client/react';
import { PROJECT_PAGE_SIZE } from '@tally/domain/projects/project-list';
import { useCallback, useMemo, useState } from 'react';
import {
  ProjectListAllDocument,
  type ProjectListItemFragment,
  ProjectListMineDocument,
} from '../../../graphql/generated/graphql.ts';
import type { ProjectListKind } from '../projectPaths.ts';
import { effectiveStatus, type ListFilter, type ListSort } from './listParams.ts';

export type ListVariables = {
  offset: number;
  limit: number;
  search: string | null;
  budgetUsed: number | null;
  sortBy: string | null;
  sortOrder: number | null;
  client: string | null;
  status: string | null;
  archived: boolean;
  sector: string | null;
};

export function listVariables(filter: ListFilter, sort: ListSort | null, search: string): ListVariables {
  return {
    offset: 0,
    limit: PROJECT_PAGE_SIZE,
    search: search.trim() || null,
    budgetUsed: filter.budgetUsed ?? null,
    sortBy: sort?.sortBy ?? null,
    sortOrder: sort?.sortOrder ?? null,
    client: filter.client ?? null,
    status: effectiveStatus(filter),
    archived: filter.archived ?? false,
    sector: filter.sector ?? null,
  };
}

/**
 * One project list with Load More (M-014, M-015): the first page through the cache, further pages asked
 * with offset = the number already loaded; Load More is offered only while the last page came back full.
 * `Projects I Manage` reads myProjects; 'All Projects' and the finance list read allProjects.
 */
export function useProjectList(kind: ProjectListKind, variables: ListVariables) {
  const client = useApolloClient();
  const mine = kind === 'mine';
  const mineQuery = useQuery(ProjectListMineDocument, { variables, skip: !mine });
  const allQuery = useQuery(ProjectListAllDocument, { variables, skip: mine });
  const first: ProjectListItemFragment[] | undefined = mine
    ? mineQuery.data?.projectManagement.myProjects
    : allQuery.data?.projectManagement.allProjects;
  const settings = mine
    ? mineQuery.data?.projectManagement.projectSettings
    : allQuery.data?.projectManagement.projectSettings;
  const active = mine ? mineQuery : allQuery;

  const key = JSON.stringify([kind, variables]);
  const [more, setMore] = useState<{ key: string; pages: ProjectListItemFragment[][] }>({ key, pages: [] });
  const pages = more.key === key ? more.pages : [];
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);

  const projects = useMemo(() => [...(first ?? []), ...pages.flat()], [first, pages]);
  const lastPage = pages.length > 0 ? pages[pages.length - 1] : first;
  const hasMore = (lastPage?.length ?? 0) >= PROJECT_PAGE_SIZE;

  const fetchPage = useCallback(
    async (offset: number, limit: number): Promise<ProjectListItemFragment[]> => {
      const page = { ...variables, offset, limit };
      if (mine) {
        const result = await client.query({ query: ProjectListMineDocument, variables: page });
        if (result.error) throw result.error;
        return result.data?.projectManagement.myProjects ?? [];
      }
      const result = await client.query({ query: ProjectListAllDocument, variables: page });
      if (result.error) throw result.error;
      return result.data?.projectManagement.allProjects ?? [];
    },
    [client, mine, variables],
  );

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchPage(projects.length, PROJECT_PAGE_SIZE);
      setMore({ key, pages: [...pages, page] });
    } catch (error) {
      setMoreError(error);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, key, pages, projects.length]);

  const retry = useCallback(() => {
    setMoreError(null);
    void active.refetch();
  }, [active]);

  return {
    projects,
    loading: active.loading && !first,
    error: first ? null : (active.error ?? null),
    loadMoreError: moreError,
    lockEditing: settings?.lockEditing ?? false,
    settingsLoaded: Boolean(settings),
    hasMore,
    loadMore,
    loadingMore,
    retry,
  };
}
