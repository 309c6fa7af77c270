import type { Builder } from './builder.ts';

/** JSON: any JSON value, passed through unchanged. */
export function registerScalars(builder: Builder) {
  builder.scalarType('JSON', {
    serialize: (value) => value,
    parseValue: (value) => value,
  });
}
