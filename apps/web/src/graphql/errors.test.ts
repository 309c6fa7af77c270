import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { readInputErrors } from './errors.ts';

function graphQLErrors(errors: { message: string; extensions?: Record<string, unknown> }[]) {
  return new CombinedGraphQLErrors({ data: null, errors });
}

describe('readInputErrors', () => {
  it('reads per-field messages of BAD_USER_INPUT', () => {
    const error = graphQLErrors([
      {
        message: 'Invalid input',
        extensions: { code: 'BAD_USER_INPUT', fields: { password: 'Too short', token: 'Expired', n: 3 } },
      },
    ]);
    expect(readInputErrors(error)).toEqual({ fields: { password: 'Too short', token: 'Expired' } });
  });

  it('keeps other GraphQL errors as the general message', () => {
    const error = graphQLErrors([{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }]);
    expect(readInputErrors(error)).toEqual({ fields: {}, message: 'Not allowed' });
  });

  it('gives a generic message for network failures', () => {
    expect(readInputErrors(new TypeError('Failed to fetch'))).toEqual({
      fields: {},
      message: 'Something went wrong. Please try again.',
    });
  });
});
