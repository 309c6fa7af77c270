import type { schema } from '@tally/db';

export type UserRow = typeof schema.users.$inferSelect;
export interface EmailRow {
  userId: string;
  address: string;
  verified: boolean;
}

/** Another account in short (the supervisor): its row and addresses. */
export interface UserRefRecord {
  user: UserRow;
  emails: EmailRow[];
}
