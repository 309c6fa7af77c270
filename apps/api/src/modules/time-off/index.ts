export { reportArgs } from './inputs.ts';
export { timeOffReport } from './queries.ts';
export { registerTimeOff } from './schema.ts';
