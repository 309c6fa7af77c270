export { registerTimer } from './schema.ts';
