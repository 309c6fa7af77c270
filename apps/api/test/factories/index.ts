// Test factories: one small typed function per main entity, with sensible defaults, answering the ids it
// made. Written with Drizzle against @tally/db's schema, so they run on PGlite and PostgreSQL alike.
export * from './clients.ts';
export * from './configurations.ts';
export * from './deliverables.ts';
export * from './expenses.ts';
export * from './projects.ts';
export * from './taxonomies.ts';
export * from './time-off.ts';
export * from './timesheets.ts';
export * from './users.ts';
