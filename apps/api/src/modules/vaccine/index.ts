export { registerVaccine } from './schema.ts';
export { vaccineTrackerReport } from './use-cases/vaccine-tracker-report.ts';
