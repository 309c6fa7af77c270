import { mergeColumnLayouts, readGridColumnsPatch } from '@tally/domain/settings/grid-columns';
import type { GraphQLHandler } from './fakeServer.ts';

/**
 * The server's side of U-014 for the fake server: one user's settings.agGridColumns, read by
 * TableColumnLayouts and patched per table by SaveTableColumnLayouts with the server's own merge rule.
 */
export function columnLayoutsServer(userId: string, initial: string | null = null) {
  const state = { stored: initial, saves: [] as unknown[] };
  const handlers: Record<string, GraphQLHandler> = {
    TableColumnLayouts: () => ({
      body: {
        data: {
          me: {
            __typename: 'Me',
            _id: userId,
            settings: { __typename: 'UserSettings', agGridColumns: state.stored },
          },
        },
      },
    }),
    SaveTableColumnLayouts: (variables) => {
      const input = variables.input as { agGridColumns: string };
      const patch = readGridColumnsPatch(input.agGridColumns);
      if (variables.id !== userId || !patch.ok) {
        return { body: { data: null, errors: [{ message: 'refused', extensions: { code: 'FORBIDDEN' } }] } };
      }
      state.saves.push(patch.patch);
      state.stored = mergeColumnLayouts(state.stored, patch.patch);
      return { body: { data: { updateUserSettings: { __typename: 'Me', _id: userId } } } };
    },
  };
  return {
    handlers,
    state,
    /** The stored layout of one table, parsed (undefined when none). */
    layout: (tableId: string) => (state.stored ? JSON.parse(state.stored)[tableId] : undefined),
  };
}
