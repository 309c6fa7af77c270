import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@tally/db';
import { mayCreateProjects } from '@tally/domain/policies/projects';
import { DEFAULT_STATUS_FILTER, PROJECT_CODE_TAKEN_MESSAGE } from '@tally/domain/projects/project-list';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, conflict, forbidden } from '../../../../graphql/errors.ts';
import { refusingDuplicate } from '../../../../graphql/unique-violation.ts';
import { PROJECT_MESSAGES } from '../../access.ts';
import { isProjectCodeTaken, PROJECT_CODE_INDEX } from '../../queries/project.ts';
import { loadProjectSettings } from '../../queries/settings.ts';
import type { ProjectRecord } from '../../records.ts';
import { CREATE_PROJECT_MESSAGES } from '../messages.ts';
import {
  findClientId,
  findTemplate,
  findTemplateParts,
  insertClient,
  insertProject,
  insertTemplateCopies,
  isClientNameTaken,
} from '../queries/create-project.ts';

export interface CreateProjectInput {
  name: string;
  description: string | null;
  existingClientId: string | null;
  clientName: string | null;
  clientShortName: string | null;
  isTemplate: boolean;
  templateId: string | null;
  projectCode: string | null;
  budget: number | null;
}

/**
 * createProject (M-023..M-026): admin or project-management only, refused while editing is locked. With an
 * existing client its names are used; otherwise a client is created from clientName and clientShortName.
 * A template's roles, milestones, deliverables and team are copied; a template itself needs no client. The creator owns the project; it starts
 * 'In Progress' (templates have no status). All of it happens in one transaction. The input is parsed
 * after the permission and lock checks, so refusals do not depend on what was typed.
 */
export async function createProject(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  parse: () => CreateProjectInput,
): Promise<ProjectRecord> {
  if (!mayCreateProjects(viewer)) throw forbidden();
  const settings = await loadProjectSettings(deps.db);
  if (settings.lockEditing) throw conflict(PROJECT_MESSAGES.lockedGlobally);
  const input = parse();
  if (input.projectCode && (await isProjectCodeTaken(deps.db, input.projectCode, null))) {
    throw badUserInput({ projectCode: PROJECT_CODE_TAKEN_MESSAGE });
  }

  // Two creates with one code at once both pass the check above; the unique index refuses the second.
  const project = await refusingDuplicate(
    PROJECT_CODE_INDEX,
    { projectCode: PROJECT_CODE_TAKEN_MESSAGE },
    () =>
      deps.db.transaction(async (tx) => {
        const clientId = await resolveClient(tx, input);
        const template = input.templateId ? await templateOf(tx, input.templateId) : null;
        const created = await insertProject(tx, {
          name: input.name,
          description: input.description,
          projectCode: input.projectCode,
          clientId,
          ownerId: viewer.userId,
          status: input.isTemplate ? null : DEFAULT_STATUS_FILTER,
          budget: String(input.budget ?? 0),
          isTemplate: input.isTemplate,
          sectors: template?.sectors ?? [],
        });
        if (template) await copyTemplate(tx, template.id, created.id);
        return created;
      }),
  );
  return { project, canManage: true };
}

async function resolveClient(tx: DbOrTx, input: CreateProjectInput): Promise<string | null> {
  // A template (D-049) is made from a name and a description; a client is optional.
  if (input.isTemplate && !input.existingClientId && !input.clientName) return null;
  if (input.existingClientId) {
    const clientId = await findClientId(tx, input.existingClientId);
    if (!clientId) throw badUserInput({ existingClientId: CREATE_PROJECT_MESSAGES.clientNotFound });
    return clientId;
  }
  const name = input.clientName ?? '';
  if (await isClientNameTaken(tx, name))
    throw badUserInput({ clientName: CREATE_PROJECT_MESSAGES.clientExists });
  return insertClient(tx, { name, shortName: input.clientShortName ?? '' });
}

async function templateOf(tx: DbOrTx, templateId: string) {
  const template = await findTemplate(tx, templateId);
  if (!template) throw badUserInput({ templateId: CREATE_PROJECT_MESSAGES.templateNotFound });
  return template;
}

/**
 * Copies a template's roles, milestones, deliverables and team (D-052), with the team's deliverable
 * assignments; not its expenses or documents. New ids are made here so the links between copies hold.
 */
async function copyTemplate(tx: DbOrTx, templateId: string, projectId: string): Promise<void> {
  const { roles, milestones, deliverables, resources, assignments } = await findTemplateParts(tx, templateId);
  const milestoneIds = new Map(milestones.map((m) => [m.id, randomUUID()]));
  const deliverableIds = new Map(deliverables.map((d) => [d.id, randomUUID()]));
  const resourceIds = new Map(resources.map((r) => [r.id, randomUUID()]));
  await insertTemplateCopies(tx, {
    roles: roles.map((role) => ({ projectId, name: role.name, rate: role.rate })),
    milestones: milestones.map((m) => ({ ...m, id: milestoneIds.get(m.id)!, projectId })),
    deliverables: deliverables.map(
      ({ id, milestoneId, sourceId: _s, createdAt: _c, updatedAt: _u, ...rest }) => ({
        ...rest,
        id: deliverableIds.get(id)!,
        projectId,
        milestoneId: milestoneId ? (milestoneIds.get(milestoneId) ?? null) : null,
      }),
    ),
    resources: resources.map(({ id, sourceId: _s, createdAt: _c, ...rest }) => ({
      ...rest,
      id: resourceIds.get(id)!,
      projectId,
    })),
    assignments: assignments
      .filter((a) => resourceIds.has(a.resourceId))
      .map((a) => ({
        deliverableId: deliverableIds.get(a.deliverableId)!,
        resourceId: resourceIds.get(a.resourceId)!,
        budgetedHours: a.budgetedHours,
      })),
  });
}
