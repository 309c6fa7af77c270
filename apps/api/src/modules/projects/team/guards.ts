import type { DbOrTx } from '@tally/db';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import { refusingDuplicate } from '../../../graphql/unique-violation.ts';
import { EDITING_MESSAGES } from '../messages.ts';
import type { ResourceRow } from '../records.ts';
import { activeAccountOf, findResource, isEmailOnTeam, projectHasRole } from './queries.ts';

/** The checks and columns addResource and updateResource share. */

/** A resource as addResource/updateResource receive it (dates YYYY-MM-DD). */
export interface ResourceInput {
  startDate: string;
  endDate?: string | null | undefined;
  role?: string | null | undefined;
  name: string;
  email: string;
  allowProjectManagement?: boolean | null | undefined;
  timesheetApprover?: boolean | null | undefined;
  inactive?: boolean | null | undefined;
  budgetedHours?: number | null | undefined;
  note?: string | null | undefined;
}

export async function checkResource(
  db: DbOrTx,
  projectId: string,
  input: ResourceInput,
  current?: { id: string; role: string | null; email: string; timesheetApprover: boolean },
) {
  const fields: Record<string, string> = {};
  if (await isEmailOnTeam(db, projectId, input.email, current?.id)) {
    fields.email = EDITING_MESSAGES.duplicateResource;
  }
  // A role kept from before stays acceptable even when it is no longer one of the project's roles.
  if (input.role && input.role !== current?.role && !(await projectHasRole(db, projectId, input.role))) {
    fields.role = EDITING_MESSAGES.unknownRole;
  }
  // Timesheets are routed to a team approver's e-mail: it must be an active account (issue 13). Checked when
  // the flag is set or the e-mail changes, so an approver whose account was closed since can still be edited.
  const newApprover =
    input.timesheetApprover &&
    (!current?.timesheetApprover || current.email.toLowerCase() !== input.email.toLowerCase());
  if (newApprover && !(await activeAccountOf(db, input.email))) {
    fields.timesheetApprover = EDITING_MESSAGES.approverNotActive;
  }
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}

export const columns = (input: ResourceInput) => ({
  startDate: input.startDate,
  endDate: input.endDate ?? null,
  role: input.role ?? null,
  name: input.name,
  email: input.email.toLowerCase(),
  allowProjectManagement: input.allowProjectManagement ?? false,
  timesheetApprover: input.timesheetApprover ?? false,
  inactive: input.inactive ?? false,
  budgetedHours:
    input.budgetedHours === null || input.budgetedHours === undefined ? null : input.budgetedHours.toFixed(2),
});

/** Writes a team member; the unique index refuses a duplicate e-mail that slipped past checkResource. */
export const uniqueEmail = <T>(write: () => Promise<T>) =>
  refusingDuplicate(
    'project_resources_project_id_lower_email_key',
    { email: EDITING_MESSAGES.duplicateResource },
    write,
  );

/** The team member with this id; NOT_FOUND otherwise. */
export async function existingResource(db: DbOrTx, id: string): Promise<ResourceRow> {
  const resource = await findResource(db, id);
  if (!resource) throw notFound('Resource');
  return resource;
}
