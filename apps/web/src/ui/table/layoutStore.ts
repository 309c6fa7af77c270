import type { ApolloClient } from '@apollo/client';
import {
  type ColumnLayout,
  type ColumnLayouts,
  parseColumnLayouts,
} from '@tally/domain/settings/grid-columns';
import {
  SaveTableColumnLayoutsDocument,
  TableColumnLayoutsDocument,
} from '../../graphql/generated/graphql.ts';

/** How long the tables wait after the last change (a drag, a click) before they save the layouts. */
export const SAVE_DELAY_MS = 800;

/**
 * The signed-in user's table layouts (U-014), one store per Apollo client (so per session and per test):
 * read once from settings.agGridColumns, shared by every table on screen (the deliverables' tables of each
 * category move together), changed at once on screen and saved to the server after SAVE_DELAY_MS of
 * quiet, when a table goes away, or when the page is hidden. A save names only the tables changed; the
 * server keeps the others. The layouts stay out of Apollo's cache: its 'me' holds other settings.
 */
export interface LayoutStore {
  layouts: ColumnLayouts;
  subscribe(listener: () => void): () => void;
  set(tableId: string, layout: ColumnLayout | null): void;
  flush(): void;
  onSaveFailed?: () => void;
}

const stores = new WeakMap<ApolloClient, LayoutStore>();

export function layoutStore(client: ApolloClient): LayoutStore {
  const existing = stores.get(client);
  if (existing) return existing;
  const store = createStore(client);
  stores.set(client, store);
  return store;
}

/** A store without a server (a table rendered outside the app's Apollo provider): changes stay on screen. */
export const localLayoutStore = (): LayoutStore => createStore(undefined);

function createStore(client: ApolloClient | undefined): LayoutStore {
  const listeners = new Set<() => void>();
  const pending = new Map<string, ColumnLayout | null>();
  let userId: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const store: LayoutStore = {
    layouts: {},
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(tableId, layout) {
      const next = { ...store.layouts };
      if (layout) next[tableId] = layout;
      else delete next[tableId];
      store.layouts = next;
      pending.set(tableId, layout);
      clearTimeout(timer);
      timer = setTimeout(store.flush, SAVE_DELAY_MS);
      emit();
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      if (!client || !userId || pending.size === 0) return;
      const agGridColumns = JSON.stringify(Object.fromEntries(pending));
      pending.clear();
      client
        .mutate({
          mutation: SaveTableColumnLayoutsDocument,
          variables: { id: userId, input: { agGridColumns } },
          fetchPolicy: 'no-cache',
        })
        .catch(() => store.onSaveFailed?.());
    },
  };
  if (!client) return store;

  client
    .query({ query: TableColumnLayoutsDocument, fetchPolicy: 'no-cache' })
    .then(({ data }) => {
      if (!data) return;
      userId = data.me._id;
      // Changes made while the layouts were on their way win over what the server had.
      const changed = Object.fromEntries(
        [...pending].filter((entry): entry is [string, ColumnLayout] => entry[1] !== null),
      );
      const stored = parseColumnLayouts(data.me.settings.agGridColumns);
      for (const [tableId, layout] of pending) if (layout === null) delete stored[tableId];
      store.layouts = { ...stored, ...changed };
      emit();
      if (pending.size > 0 && timer === undefined) store.flush();
    })
    .catch(() => {
      // Without the stored layouts the tables keep their defaults; nothing is saved over them.
    });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => store.flush());
  return store;
}
