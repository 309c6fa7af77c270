export { registerClients } from './clients/index.ts';
export { listAdminUsers } from './queries/users.ts';
export type { AdminUserRow } from './records.ts';
export { registerAdminNamespace } from './schema/namespace.ts';
export { registerQuickEdit } from './schema/quick-edit.ts';
export { registerProjectTemplates } from './schema/templates.ts';
export { registerAdminUsers } from './schema/users.ts';
export { registerSettings } from './settings/index.ts';
export { registerTaxonomy } from './taxonomy/index.ts';
