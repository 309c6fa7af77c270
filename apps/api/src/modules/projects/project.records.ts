import type { schema } from '@tally/db';

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
