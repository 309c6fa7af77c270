export { registerReports } from './schema.ts';
