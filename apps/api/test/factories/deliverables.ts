import { type Db, schema } from '@tally/db';

export type DeliverableInput = { projectId: string } & Partial<typeof schema.deliverables.$inferInsert>;

/** A deliverable of a project (default name 'Work', no milestone); answers its id. */
export async function createDeliverable(db: Db, input: DeliverableInput): Promise<string> {
  const [row] = await db
    .insert(schema.deliverables)
    .values({ name: 'Work', ...input })
    .returning({ id: schema.deliverables.id });
  return row!.id;
}

/** Hours budgeted for a team member (project resource) on a deliverable; answers the row's id. */
export async function createDeliverableResource(
  db: Db,
  input: { deliverableId: string; resourceId: string; budgetedHours?: string },
): Promise<string> {
  const [row] = await db
    .insert(schema.deliverableResources)
    .values(input)
    .returning({ id: schema.deliverableResources.id });
  return row!.id;
}
