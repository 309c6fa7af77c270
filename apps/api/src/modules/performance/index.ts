export { parseRange } from './inputs.ts';
export { registerPerformance } from './schema.ts';
export { performanceReport } from './use-cases/performance-report.ts';
