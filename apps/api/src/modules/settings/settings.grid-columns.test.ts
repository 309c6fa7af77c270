import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

const READ = '{ me { _id settings { agGridColumns useNewTaskSelector } } }';
const SAVE = `mutation ($id: ID!, $input: UserSettingsInput!) {
  updateUserSettings(id: $id, input: $input) { _id settings { agGridColumns useNewTaskSelector } }
}`;

interface Me {
  _id: string;
  settings: { agGridColumns: string | null; useNewTaskSelector: boolean };
}

const users = { order: ['email', 'firstName'], widths: { email: 260 }, hidden: ['payrollId'], shown: [] };
const financials = { order: [], widths: { name: 300 }, hidden: [], shown: ['rateRule'] };

describe.each(testDatabases())('table column layouts (U-014) on $name', (database) => {
  let app: TestApp;
  let close: () => Promise<void>;
  let db: Db;
  const as: Record<'ann' | 'bob', { browser: TestBrowser; id: string }> = {} as never;

  async function signIn(email: string) {
    const id = await createUser(db, { email, firstName: email.split('@')[0], lastName: 'Tester' });
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn(email, 'password123');
    return { browser, id };
  }
  const layouts = async (who: keyof typeof as) => {
    const { data } = await call<Me>(as[who].browser, READ);
    return data?.settings.agGridColumns ? JSON.parse(data.settings.agGridColumns) : null;
  };
  const save = (who: keyof typeof as, agGridColumns: unknown, id = as[who].id) =>
    call<Me>(as[who].browser, SAVE, {
      id,
      input: {
        agGridColumns: typeof agGridColumns === 'string' ? agGridColumns : JSON.stringify(agGridColumns),
      },
    });

  beforeAll(async () => {
    ({ db, close } = await database.open());
    app = await startTestApp(db);
    as.ann = await signIn('ann@example.com');
    as.bob = await signIn('bob@example.com');
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('round-trips per table and per user; a table saved later keeps the others', async () => {
    expect(await layouts('ann')).toBeNull();
    const first = await save('ann', { 'admin-users': users });
    expect(first.error).toBeUndefined();
    expect(JSON.parse(first.data?.settings.agGridColumns ?? '')).toEqual({ 'admin-users': users });

    // Another screen (or device) saves its own table: the first one stays.
    await save('ann', { 'project-financials': financials });
    expect(await layouts('ann')).toEqual({ 'admin-users': users, 'project-financials': financials });
    // The other settings are untouched, and Bob has no layouts of his own.
    const { data } = await call<Me>(as.ann.browser, READ);
    expect(data?.settings.useNewTaskSelector).toBe(false);
    expect(await layouts('bob')).toBeNull();

    // 'Reset columns' removes one table's layout.
    await save('ann', { 'admin-users': null });
    expect(await layouts('ann')).toEqual({ 'project-financials': financials });
  });

  it("refuses to write another user's layouts and never shows them", async () => {
    const { data, error } = await save('bob', { 'admin-users': users }, as.ann.id);
    expect(data).toBeNull();
    expect(error?.extensions?.code).toBe('FORBIDDEN');
    expect(await layouts('ann')).toEqual({ 'project-financials': financials });
    // me answers the viewer's own settings only: Bob reads his, not Ann's.
    const bob = await call<Me>(as.bob.browser, READ);
    expect(bob.data?._id).toBe(as.bob.id);
    expect(bob.data?.settings.agGridColumns).toBeNull();
  });

  it('refuses malformed layouts with BAD_USER_INPUT naming the field, writing nothing', async () => {
    for (const bad of [
      'not json',
      '[1,2]',
      { 'admin-users': { widths: { email: 5 } } },
      { 'Bad Id': users },
    ]) {
      const { error } = await save('ann', bad);
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys((error?.extensions?.fields as object) ?? {})).toEqual(['input.agGridColumns']);
    }
    expect(await layouts('ann')).toEqual({ 'project-financials': financials });
  });
});
