import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Operations of the sign-in route and the app root, generated a second time into their own module:
 * the client preset puts every document into one module, and one module lands in one chunk, so the
 * sign-in route imports from first-load/ and does not download the operations of every screen.
 */
const FIRST_LOAD = ['src/graphql/configurations.graphql', 'src/features/auth/**/*.graphql'];

/**
 * The shell layout's operations, loaded with every shell route (generated a third time, for the same reason),
 * with the running timer of the top bar (issue 18).
 */
const SHELL = ['src/app/shell/shell.graphql', 'src/app/shell/timer/timer.graphql'];

/** The top bar's timer start menu, loaded when it first opens rather than with every shell route. */
const SHELL_LATER = [
  'src/app/shell/timer/timerMenu.graphql',
  'src/features/timesheets/lines/recentTasks.graphql',
];

/**
 * Operations the week screen (/user/timesheets/{endDate}) runs from its first load, so that route does
 * not download every screen's documents (issue #3).
 */
const WEEK = [
  'src/features/timesheets/shared/timesheet.graphql',
  'src/features/timesheets/shared/actions.graphql',
  'src/features/timesheets/lines/lines.graphql',
  'src/features/timesheets/lines/recentTasks.graphql',
];

/**
 * Operations of the week screen's parts that load on demand (the Add Task dialog, the calendar import, the
 * Expenses panel), in
 * their own module so the route's first chunk leaves them out; timesheet.graphql only lends its fragment
 * (unused documents drop out of the build).
 */
const WEEK_LATER = [
  'src/features/timesheets/shared/timesheet.graphql',
  'src/features/timesheets/picker/picker.graphql',
  'src/features/timesheets/calendar-import/calendarImport.graphql',
  'src/features/timesheets/attachments/expenses.graphql',
];

/**
 * The files tabs' operations (shown under the grid as the week loads), apart from the on-demand ones above,
 * which the tabs would otherwise download with them.
 */
const WEEK_FILES = [
  'src/features/timesheets/shared/timesheet.graphql',
  'src/features/timesheets/attachments/files.graphql',
];

const output = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: { useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown', ID: 'string' } },
} as const;

const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/generated/': { ...output, documents: ['src/**/*.graphql'] },
    'src/graphql/generated/first-load/': { ...output, documents: FIRST_LOAD },
    'src/graphql/generated/shell/': { ...output, documents: SHELL },
    'src/graphql/generated/shell-later/': { ...output, documents: SHELL_LATER },
    'src/graphql/generated/week/': { ...output, documents: WEEK },
    'src/graphql/generated/week-later/': { ...output, documents: WEEK_LATER },
    'src/graphql/generated/week-files/': { ...output, documents: WEEK_FILES },
  },
};

export default config;
