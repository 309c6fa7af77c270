import type { Builder } from '../../graphql/builder.ts';

/** Registers editing a project, its roles and its team (helper: detail). */
export function registerProjectEditing(_builder: Builder): void {}
