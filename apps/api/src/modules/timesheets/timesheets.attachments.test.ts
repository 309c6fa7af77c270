import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearTimesheets, setConfiguration, useTimesheetWorld } from './timesheets.fixtures.ts';

const FILES = `_id status timesheetAttachments { _id url description } timesheetExpense { _id description amount attachments { _id url } }`;
const CREATE = `mutation($e: String!) { createTimesheet(endDate: $e) { ${FILES} } }`;
const ATTACH = `mutation($t: ID!, $url: String!, $d: String) { timesheetAttachment(timeSheetId: $t, url: $url, description: $d) { ${FILES} } }`;
const DETACH = `mutation($t: ID!, $id: ID!) { deleteTimesheetAttachment(timeSheetId: $t, id: $id) { ${FILES} } }`;
const EXPENSE = `mutation($t: ID!, $url: String, $d: String, $a: Float!) { timesheetExpenses(timeSheetId: $t, url: $url, description: $d, amount: $a) { ${FILES} } }`;
const UNEXPENSE = `mutation($t: ID!, $id: ID!) { deleteTimesheetExpenses(timeSheetId: $t, id: $id) { ${FILES} } }`;

interface Files {
  _id: string;
  status: string;
  timesheetAttachments: { _id: string; url: string; description: string | null }[];
  timesheetExpense: {
    _id: string;
    description: string | null;
    amount: number;
    attachments: { url: string }[];
  }[];
}

describe.each(testDatabases())('timesheets: attachments and expenses on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'other']);

  beforeEach(() => clearTimesheets(t.db));

  const setStatus = (id: string, status: 'Submitted-Pending' | 'Declined') =>
    t.db.update(schema.timesheets).set({ status }).where(eq(schema.timesheets.id, id));

  it('attaches files and deletes them only while Not Submitted', async () => {
    const sheet = (await call<Files>(t.as.employee, CREATE, { e: t.world.weekEndCompact })).data!;
    const attached = await call<Files>(t.as.employee, ATTACH, {
      t: sheet._id,
      url: '/blobs/1700000000000-client.pdf',
      d: '09/15/2024 client timesheet',
    });
    expect(attached.data?.timesheetAttachments).toMatchObject([
      { url: '/blobs/1700000000000-client.pdf', description: '09/15/2024 client timesheet' },
    ]);
    const id = String(attached.data?.timesheetAttachments[0]?._id);
    const stranger = await call<Files>(t.as.other, DETACH, { t: sheet._id, id });
    expect(stranger.error?.extensions?.code).toBe('FORBIDDEN');
    await setStatus(sheet._id, 'Declined');
    const declined = await call<Files>(t.as.employee, DETACH, { t: sheet._id, id });
    expect(declined.error?.message).toBe(
      'Attachments can be deleted only while the timesheet is Not Submitted',
    );
    await setStatus(sheet._id, 'Submitted-Pending');
    const readOnly = await call<Files>(t.as.employee, ATTACH, { t: sheet._id, url: '/blobs/2.pdf' });
    expect(readOnly.error).toMatchObject({
      message: 'Attachments and expenses are read-only while the timesheet is submitted or approved',
      extensions: { code: 'CONFLICT' },
    });
    await t.db
      .update(schema.timesheets)
      .set({ status: 'Not Submitted' })
      .where(eq(schema.timesheets.id, sheet._id));
    const deleted = await call<Files>(t.as.employee, DETACH, { t: sheet._id, id });
    expect(deleted.data?.timesheetAttachments).toEqual([]);
  });

  it('refuses attachments when the timesheet-attachments flag is off', async () => {
    const sheet = (await call<Files>(t.as.employee, CREATE, { e: t.world.weekEndCompact })).data!;
    await setConfiguration(t.db, 'timesheet-attachments', 'false');
    try {
      const { error } = await call<Files>(t.as.employee, ATTACH, { t: sheet._id, url: '/blobs/1.pdf' });
      expect(error?.message).toBe('Timesheet attachments are turned off');
    } finally {
      await setConfiguration(t.db, 'timesheet-attachments', null);
    }
  });

  it('adds expenses with an amount and a receipt, and deletes them', async () => {
    const sheet = (await call<Files>(t.as.employee, CREATE, { e: t.world.weekEndCompact })).data!;
    const negative = await call<Files>(t.as.employee, EXPENSE, { t: sheet._id, a: -5 });
    expect(negative.error?.extensions?.fields).toEqual({ amount: 'Provide a positive value' });
    const added = await call<Files>(t.as.employee, EXPENSE, {
      t: sheet._id,
      url: '/blobs/receipt.png',
      d: 'Erin September 2024',
      a: 42.5,
    });
    expect(added.data?.timesheetExpense).toMatchObject([
      { description: 'Erin September 2024', amount: 42.5, attachments: [{ url: '/blobs/receipt.png' }] },
    ]);
    const removed = await call<Files>(t.as.employee, UNEXPENSE, {
      t: sheet._id,
      id: String(added.data?.timesheetExpense[0]?._id),
    });
    expect(removed.data?.timesheetExpense).toEqual([]);
    const missing = await call<Files>(t.as.employee, UNEXPENSE, { t: sheet._id, id: sheet._id });
    expect(missing.error?.extensions?.code).toBe('NOT_FOUND');
  });
});
