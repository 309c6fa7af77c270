import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * A mutation whose document is fetched when it first runs (issue #14): a generated document that spells out
 * a whole view for its answer weighs kilobytes a screen need not load before anyone acts. Runs like
 * useMutation's mutate function (same client, same errors); it keeps no loading state of its own.
 */
export function useMutationOnDemand<TData, TVariables extends OperationVariables>(
  load: () => Promise<TypedDocumentNode<TData, TVariables>>,
) {
  const client = useApolloClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` names a module; it does not change.
  return useCallback(
    async (variables: TVariables) => client.mutate({ mutation: await load(), variables }),
    [client],
  );
}
