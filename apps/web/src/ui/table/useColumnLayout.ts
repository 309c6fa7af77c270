import { getApolloContext } from '@apollo/client/react';
import { type ColumnLayout, EMPTY_LAYOUT } from '@tally/domain/settings/grid-columns';
import { App } from 'antd';
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { layoutStore, localLayoutStore } from './layoutStore.ts';

/**
 * A table's column layout (U-014): the user's saved one, else the table's defaults. setLayout applies a
 * change at once and saves it shortly after; reset() goes back to the defaults and removes the saved one.
 */
export function useColumnLayout(tableId: string) {
  const client = useContext(getApolloContext()).client;
  const [localOnly] = useState(localLayoutStore);
  const store = client ? layoutStore(client) : localOnly;
  const { message } = App.useApp();
  const layout = useSyncExternalStore(
    store.subscribe,
    () => store.layouts[tableId] ?? EMPTY_LAYOUT,
    () => EMPTY_LAYOUT,
  );
  useEffect(() => {
    store.onSaveFailed = () => void message?.warning?.('Your column layout could not be saved.');
  }, [store, message]);
  // A table that goes away saves what is still waiting.
  useEffect(() => () => store.flush(), [store]);
  return {
    layout,
    setLayout: useCallback((next: ColumnLayout) => store.set(tableId, next), [store, tableId]),
    reset: useCallback(() => store.set(tableId, null), [store, tableId]),
  };
}
