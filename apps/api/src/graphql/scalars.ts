import type { Builder } from './builder.ts';

/** JSON: any JSON value, passed through unchanged. */
export function registerScalars(builder: Builder) {
  builder.scalarType('JSON', {
    description: 'Any JSON value (object, list, text, number, boolean or null).',
    serialize: (value) => value,
    parseValue: (value) => value,
  });
}
