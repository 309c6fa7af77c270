import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Operations of the sign-in route and the app root, generated a second time into their own module:
 * the client preset puts every document into one module, and one module lands in one chunk, so the
 * sign-in route imports from first-load/ and does not download the operations of every screen.
 */
const FIRST_LOAD = ['src/graphql/configurations.graphql', 'src/features/auth/**/*.graphql'];

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
  },
};

export default config;
