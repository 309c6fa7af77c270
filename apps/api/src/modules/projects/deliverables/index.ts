export { registerDeliverables } from './schema/deliverables.ts';
