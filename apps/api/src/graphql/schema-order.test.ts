import { lexicographicSortSchema, printSchema } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import type { RegisterArea } from './refs.ts';
import { AREAS, buildSchema } from './schema.ts';

const print = (areas: readonly RegisterArea[]) => printSchema(lexicographicSortSchema(buildSchema(areas)));

/** A seeded Fisher-Yates shuffle, so a failing order can be replayed from its seed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// The areas share types through the refs made before any of them registers, so no area has to run first.
describe('schema areas register in any order', () => {
  const normal = print(AREAS);

  it('builds the same schema with the areas reversed', () => {
    expect(print([...AREAS].reverse())).toBe(normal);
  });

  it.each([1, 2, 3, 42, 2024])('builds the same schema with the areas shuffled (seed %i)', (seed) => {
    const order = shuffled(AREAS, seed);
    expect(order.map((area) => area.name)).not.toEqual(AREAS.map((area) => area.name));
    expect(print(order)).toBe(normal);
  });

  it('builds two schemas side by side without one builder leaking into the other', () => {
    const first = buildSchema();
    const second = buildSchema();
    expect(first.getType('Me')).not.toBe(second.getType('Me'));
    expect(printSchema(lexicographicSortSchema(second))).toBe(normal);
  });
});
