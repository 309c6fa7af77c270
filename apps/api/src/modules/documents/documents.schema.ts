import type { Builder } from '../../graphql/builder.ts';

/** Registers project documents (helper: documents). */
export function registerDocuments(_builder: Builder): void {}
