export { registerProjectRoles } from './schema.ts';
