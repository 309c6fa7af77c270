export { registerProjectTeam } from './schema.ts';
