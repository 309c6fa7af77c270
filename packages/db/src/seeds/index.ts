export { bulkInsert } from './bulk-insert.ts';
export { DEMO_NOT_EMPTY_MESSAGE, type SeedDemoOptions, type SeedDemoSummary, seedDemo } from './demo.ts';
export { demoEmails } from './demo-people.ts';
export { Random } from './random.ts';
export {
  SCALE_NOT_EMPTY_MESSAGE,
  type ScaleProgress,
  type SeedScaleOptions,
  type SeedScaleSummary,
  seedScale,
} from './scale.ts';
export { scaleAdminEmail } from './scale-people.ts';
