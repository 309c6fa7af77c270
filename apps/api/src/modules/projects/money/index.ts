export {
  EXPORT_HOURS_EXPORT_COLUMNS,
  exportHoursCsv,
  exportHoursRows,
} from './queries/export-hours.ts';
export { registerProjectMoney } from './schema.ts';
