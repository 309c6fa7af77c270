import { type DbOrTx, schema } from '@tally/db';
import { and, ne, sql } from 'drizzle-orm';

const { projects } = schema;

/** The unique index of project codes (lower(btrim(code)); migration 0016). */
export const PROJECT_CODE_INDEX = 'projects_project_code_key';

/** Whether another project (templates included) holds this code, ignoring case and surrounding spaces. */
export async function isProjectCodeTaken(db: DbOrTx, projectCode: string, exceptProjectId: string | null) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        sql`lower(btrim(${projects.projectCode})) = lower(btrim(${projectCode}))`,
        exceptProjectId ? ne(projects.id, exceptProjectId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
