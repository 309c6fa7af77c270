// Moved to packages/domain/src/policies (issue #15 item 3); this re-export goes once every importer reads it there.
export * from '@tally/domain/policies/approvals';
