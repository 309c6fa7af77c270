import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../graphql/client.ts';
import { fakeServer, type GraphQLHandler, graphqlError } from '../../../test/fakeServer.ts';
import { makeTimesheet, serverTimesheet, withHours } from '../lines/timesheet.fixture.ts';
import { EditQueue } from './editQueue.ts';
import { memoryStore } from './editStore.ts';
import type { NewEdit } from './queueModel.ts';
import { sendQueue } from './sendQueue.ts';

const USER = 'u-employee';
const line0 = {
  timesheetId: 'ts-1',
  userId: USER,
  lineItemId: 'line-0',
  projectId: 'p-0',
  deliverableId: 'd-0',
};
const monday: NewEdit = {
  ...line0,
  kind: 'hours',
  date: '20240916',
  taskId: 'task-0-20240916',
  expectedVersion: 'v-0-20240916',
  hours: 6,
};
const wednesday: NewEdit = {
  ...line0,
  kind: 'hours',
  date: '20240918',
  taskId: null,
  expectedVersion: 'none',
  hours: 2,
};

function setup(graphql: Record<string, GraphQLHandler>) {
  const server = fakeServer(graphql);
  const client = createApolloClient({ onUnauthenticated: () => {}, fetch: server.fetch });
  const queue = new EditQueue(memoryStore());
  const sent = () =>
    server.calls
      .map((call) => call.body as { operationName: string; variables: Record<string, unknown> })
      .filter((body) => body.operationName !== 'WeekTimesheet');
  return { server, client, queue, sent };
}

const answer = (sheet: ReturnType<typeof makeTimesheet>) => ({
  body: { data: { sheet: serverTimesheet(sheet) } },
});
const named = (field: string, sheet: ReturnType<typeof makeTimesheet>) => ({
  body: { data: { [field]: serverTimesheet(sheet) } },
});

describe('sending the edits kept offline (issue #18)', () => {
  it('sends them oldest first, each with the version of its cell, and empties the queue', async () => {
    let sheet = makeTimesheet();
    const { client, queue, sent } = setup({
      UpdateHours: ({ hours }) => {
        sheet = withHours(sheet, 0, '20240916', Number(hours));
        return named('updateHours', sheet);
      },
      AddHours: ({ hours }) => {
        sheet = withHours(sheet, 0, '20240918', Number(hours));
        return named('addHours', sheet);
      },
      WeekTimesheet: () => answer(sheet),
    });
    await queue.enqueue(wednesday);
    await queue.enqueue(monday);
    await sendQueue(client, queue, USER);
    expect(sent().map((body) => [body.operationName, body.variables])).toEqual([
      [
        'AddHours',
        {
          timesheetId: 'ts-1',
          user: USER,
          projectId: 'p-0',
          deliverableId: 'd-0',
          date: '20240918',
          hours: 2,
          expectedVersion: 'none',
        },
      ],
      ['UpdateHours', { taskId: 'task-0-20240916', hours: 6, expectedVersion: 'v-0-20240916' }],
    ]);
    expect(queue.snapshot()).toEqual([]);
  });

  it('sends a comment written on a cell filled offline with the entry and version the hours created', async () => {
    let sheet = makeTimesheet();
    const { client, queue, sent } = setup({
      AddHours: ({ hours }) => {
        sheet = withHours(sheet, 0, '20240918', Number(hours));
        return named('addHours', sheet);
      },
      UpdateTimesheetTaskComment: () => named('updateTimesheetTaskComment', sheet),
    });
    await queue.enqueue(wednesday);
    await queue.enqueue({ ...wednesday, kind: 'comment', comment: 'Review' });
    await sendQueue(client, queue, USER);
    expect(sent()[1]).toMatchObject({
      operationName: 'UpdateTimesheetTaskComment',
      variables: { taskId: 'task-0-20240918', comment: 'Review', expectedVersion: 'v-0-20240918-2' },
    });
  });

  it('keeps an edit whose cell changed elsewhere, with the cell as the server holds it, until the person chooses', async () => {
    let stale = true;
    const sheet = makeTimesheet();
    const { client, queue, sent } = setup({
      UpdateHours: ({ expectedVersion, hours }) => {
        if (stale && expectedVersion !== 'v-elsewhere') {
          return graphqlError(
            'CONFLICT',
            'This cell (09/16/2024) was changed elsewhere since you last saw it',
            {
              cell: { lineItemId: 'line-0', date: '2024-09-16', hours: 3, version: 'v-elsewhere' },
            },
          );
        }
        stale = false;
        return named('updateHours', withHours(sheet, 0, '20240916', Number(hours)));
      },
      WeekTimesheet: () => answer(sheet),
    });
    await queue.enqueue(monday);
    await sendQueue(client, queue, USER);
    const [refused] = queue.snapshot();
    expect(refused?.conflict).toEqual({
      message: 'This cell (09/16/2024) was changed elsewhere since you last saw it',
      cell: { hours: 3, version: 'v-elsewhere' },
    });
    // Not sent again by itself: only the person's choice does.
    await sendQueue(client, queue, USER);
    expect(sent().filter((body) => body.operationName === 'UpdateHours')).toHaveLength(1);

    await queue.retry(refused?.id ?? 0);
    await sendQueue(client, queue, USER);
    expect(sent().at(-1)?.variables).toEqual({
      taskId: 'task-0-20240916',
      hours: 6,
      expectedVersion: 'v-elsewhere',
    });
    expect(queue.snapshot()).toEqual([]);
  });

  it('takes an edit whose hours the cell already holds as sent (an answer lost on the way)', async () => {
    const { client, queue } = setup({
      UpdateHours: () =>
        graphqlError('CONFLICT', 'changed', {
          cell: { lineItemId: 'line-0', date: '2024-09-16', hours: 6, version: 'v-mine' },
        }),
      WeekTimesheet: () => answer(makeTimesheet()),
    });
    await queue.enqueue(monday);
    await sendQueue(client, queue, USER);
    expect(queue.snapshot()).toEqual([]);
  });

  it('marks an edit the sheet refuses (submitted meanwhile) without a cell to keep', async () => {
    const { client, queue } = setup({
      UpdateHours: () => graphqlError('CONFLICT', 'This timesheet is read-only.'),
      WeekTimesheet: () => answer(makeTimesheet()),
    });
    await queue.enqueue(monday);
    await sendQueue(client, queue, USER);
    expect(queue.snapshot()[0]?.conflict).toEqual({ message: 'This timesheet is read-only.', cell: null });
  });

  it('stops at an edit the network does not answer and keeps it and the later ones for the next run', async () => {
    const server = fakeServer({});
    const client = createApolloClient({
      onUnauthenticated: () => {},
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const queue = new EditQueue(memoryStore());
    await queue.enqueue(monday);
    await queue.enqueue(wednesday);
    await sendQueue(client, queue, USER);
    expect(queue.snapshot().map((edit) => [edit.date, edit.conflict])).toEqual([
      ['20240916', null],
      ['20240918', null],
    ]);
    expect(server.calls).toEqual([]);
  });

  it("leaves another person's edits alone", async () => {
    const { client, queue, sent } = setup({});
    await queue.enqueue({ ...monday, userId: 'someone-else' });
    await sendQueue(client, queue, USER);
    expect(sent()).toEqual([]);
    expect(queue.snapshot()).toHaveLength(1);
  });
});
