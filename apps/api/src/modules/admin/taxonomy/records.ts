import type { DbOrTx } from '@tally/db';

/** Where the records of the portal hold a taxonomy's terms (by their text), and how a rename follows. */
export interface Usage {
  /** What one using record is called, plural: 'projects'. */
  what: [one: string, many: string];
  count: (db: DbOrTx, term: string) => Promise<number>;
  /** Moves the records from the old text to the new; absent when the records keep their own copy. */
  rename?: (db: DbOrTx, from: string, to: string) => Promise<unknown>;
}

/** A taxonomy held for a term write, with the singular its messages use. */
export interface LockedTaxonomy {
  id: string;
  name: string;
  singular: string;
}
