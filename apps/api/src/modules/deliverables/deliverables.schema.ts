import type { Builder } from '../../graphql/builder.ts';

/** Registers deliverables, milestones and resource assignments (helper: deliverables). */
export function registerDeliverables(_builder: Builder): void {}
