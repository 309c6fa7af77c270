import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { createResetToken } from '../auth/reset-tokens.ts';
import { createSession } from '../auth/sessions.ts';
import { deleteExpiredAuthRows } from './expired-auth-cleanup.ts';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('expired auth clean-up on $name', (database) => {
  it('deletes idle, expired and old reset rows, keeps live ones', async () => {
    const { db, close } = await database.open();
    try {
      const userId = await createUser(db, { email: 'jane@example.com' });
      const now = new Date('2026-03-10T12:00:00Z');
      await createSession(db, { userId, now: new Date(now.getTime() - 13 * HOUR) });
      await createSession(db, { userId, now: new Date(now.getTime() - 15 * 24 * HOUR) });
      await createSession(db, { userId, now: new Date(now.getTime() - HOUR) });
      await createResetToken(db, userId, new Date(now.getTime() - 26 * HOUR));
      await createResetToken(db, userId, new Date(now.getTime() - 10 * 60_000));
      expect(await deleteExpiredAuthRows(db, now)).toEqual({ sessions: 2, tokens: 1 });
      expect(await db.select().from(schema.sessions)).toHaveLength(1);
      expect(await db.select().from(schema.passwordResetTokens)).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
