import type { Builder } from '../../graphql/builder.ts';

/** Registers expenses, the summary fee grid, financials and Export Hours (helper: money). */
export function registerProjectMoney(_builder: Builder): void {}
