export { registerClients } from './schema.ts';
