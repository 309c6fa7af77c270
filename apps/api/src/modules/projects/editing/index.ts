export { projectEditing } from './schema.ts';
export type { ProjectSync } from './use-cases/manual-project-sync.ts';
export type { ProjectChanges } from './use-cases/update-project.ts';
export { updateProject } from './use-cases/update-project.ts';
