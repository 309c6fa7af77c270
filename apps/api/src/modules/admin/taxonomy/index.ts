export { registerTaxonomy } from './schema.ts';
