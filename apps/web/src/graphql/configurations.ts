import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ConfigurationsDocument } from './generated/first-load/graphql.ts';

export interface Configurations {
  get(key: string): string | undefined;
  loading: boolean;
}

/** Configuration entries by key; anonymous callers receive only the public ones. */
export function useConfigurations(): Configurations {
  const { data, loading } = useQuery(ConfigurationsDocument);
  return useMemo(() => {
    const map = new Map((data?.configurations ?? []).map((c) => [c.key, c.value ?? undefined]));
    return { get: (key: string) => map.get(key) || undefined, loading: loading && !data };
  }, [data, loading]);
}
