import type { ProjectSortField, SortOrder } from '@tally/domain/projects/project-list';
import type { ClientRow, ProjectRecord } from '../records.ts';

/** Which list: 'mine' = Projects I Manage, 'all' = All Projects (M-008). */
export type ProjectListKind = 'mine' | 'all';

export interface ProjectListFilters {
  offset: number;
  limit: number;
  search: string | null;
  /** Minimum budget used, in percent (15, 25, 50, 75, 100). */
  budgetUsed: number | null;
  sortBy: ProjectSortField | null;
  sortOrder: SortOrder | null;
  clientId: string | null;
  status: string | null;
  /** true: archived projects are included (both); false: only projects not archived. */
  archived: boolean;
  sector: string | null;
}

/** A project of a list page, with its client and (unless searched) its team head. */
export type ListedProject = ProjectRecord & { client: ClientRow | null; team?: TeamHead };

export interface TeamMember {
  id: string;
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
}

export interface TeamHead {
  /** Active members of the team. */
  count: number;
  /** The first `limit` of them, in the order they joined. */
  members: TeamMember[];
}
