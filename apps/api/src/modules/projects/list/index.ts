export { listArgs } from './inputs.ts';
export { listClients, listProjects, listTemplates } from './queries/projects.ts';
export type { ListedProject, ProjectListKind } from './records.ts';
export { registerProjectList } from './schema.ts';
