import DataLoader from 'dataloader';
import type { GraphQLContext } from './context.ts';

const loadersByContext = new WeakMap<GraphQLContext, Map<string, DataLoader<string, unknown>>>();

/**
 * One DataLoader per request and name: fields of many parents (projects in a list) are fetched in one
 * statement. `batch` receives distinct keys and returns a Map; missing keys resolve to `fallback`.
 */
export function requestLoader<V>(
  context: GraphQLContext,
  name: string,
  batch: (keys: readonly string[]) => Promise<Map<string, V>>,
  fallback: V,
): DataLoader<string, V> {
  let loaders = loadersByContext.get(context);
  if (!loaders) {
    loaders = new Map();
    loadersByContext.set(context, loaders);
  }
  let loader = loaders.get(name) as DataLoader<string, V> | undefined;
  if (!loader) {
    loader = new DataLoader<string, V>(async (keys) => {
      const found = await batch(keys);
      return keys.map((key) => (found.has(key) ? (found.get(key) as V) : fallback));
    });
    loaders.set(name, loader as DataLoader<string, unknown>);
  }
  return loader;
}
