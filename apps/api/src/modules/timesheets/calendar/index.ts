export { registerCalendar } from './schema.ts';
