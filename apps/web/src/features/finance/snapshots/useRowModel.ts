import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SnapshotQueryInput } from '../../../graphql/generated/graphql.ts';
import { SnapshotRowModel } from './rowModel.ts';

/**
 * The server row model of `query`: a new model (and new requests) whenever the query changes or `retry` is
 * called; `version` changes with every answer, for memos that read the model.
 */
export function useRowModel(query: SnapshotQueryInput) {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(query)}#${attempt}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query's content
  const model = useMemo(() => new SnapshotRowModel(client, query), [client, key]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    model.attach(() => setVersion((n) => n + 1));
    return () => model.detach();
  }, [model]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { model, version, retry };
}
