import type { schema } from '@tally/db';

// The row shapes of the sub-areas graphql/refs.ts needs, so that it reads one file of projects.
export type { TimesheetSnapshot } from './snapshots/records.ts';

export type ProjectRow = typeof schema.projects.$inferSelect;
export type ClientRow = typeof schema.clients.$inferSelect;

export type RoleRow = typeof schema.projectRoles.$inferSelect;
export type ResourceRow = typeof schema.projectResources.$inferSelect;
/** A resource with the account its e-mail matches, when there is one. */
export interface ResourceRecord {
  resource: ResourceRow;
  user: {
    id: string;
    firstName: string;
    lastName: string;
    title: string | null;
    imageUrl: string | null;
  } | null;
  /** Approved hours of the person on the project (M-058, M-067). */
  totalApprovedHours: number;
}

/** A project as one viewer may see it, with what they may do. */
export interface ProjectRecord {
  project: ProjectRow;
  canManage: boolean;
}

/** A taxonomy with its terms in order (the project lists' filters, admin's taxonomy pages). */
export interface TaxonomyRecord {
  id: string;
  name: string;
  /** Own singular label ('Document Category'); null falls back to the name minus its last letter. */
  singularLabel: string | null;
  description: string | null;
  terms: { id: string; name: string; order: number }[];
}
