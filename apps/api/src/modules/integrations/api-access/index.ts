export { registerAccessTokens } from './schema.ts';
