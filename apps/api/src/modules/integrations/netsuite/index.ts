export { NOT_CONNECTED_MESSAGE } from './messages.ts';
export { registerIntegrations } from './schema.ts';
export { syncProject } from './use-cases/sync-project.ts';
