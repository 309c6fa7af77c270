import { afterEach, describe, expect, it } from 'vitest';
import { checkAnswer, takeSchemaViolations } from './schemaCheck.ts';

const signInOptions =
  'query SignInOptions { signInOptions { signedIn singleSignOn label: singleSignOnLabel } }';
const me = 'query Me { me { _id firstName groups defaultRate } }';

afterEach(() => {
  takeSchemaViolations();
});

describe('fake answers checked against apps/api/schema.graphql', () => {
  it('accepts an answer the server could send, aliases included', () => {
    checkAnswer(
      'SignInOptions',
      signInOptions,
      {},
      {
        signInOptions: { signedIn: false, singleSignOn: true, label: 'Sign in with Microsoft' },
      },
    );
    checkAnswer('Me', me, {}, { me: { _id: 'u1', firstName: 'Ann', groups: [], defaultRate: null } });
    expect(takeSchemaViolations()).toEqual([]);
  });

  it('names a selected field the answer lacks', () => {
    checkAnswer('SignInOptions', signInOptions, {}, { signInOptions: { singleSignOn: true, label: '' } });
    expect(takeSchemaViolations()).toEqual([
      'SignInOptions at signInOptions.signedIn: the answer lacks "signedIn" (SignInOptions.signedIn)',
    ]);
  });

  it('refuses null where the schema promises a value', () => {
    checkAnswer('Me', me, {}, { me: { _id: 'u1', firstName: null, groups: [], defaultRate: null } });
    expect(takeSchemaViolations()).toEqual([
      'Me at me.firstName: Cannot return null for non-nullable field Me.firstName.',
    ]);
  });

  it('refuses a value of the wrong kind', () => {
    checkAnswer('Me', me, {}, { me: { _id: 'u1', firstName: 'Ann', groups: [], defaultRate: 'ten' } });
    expect(takeSchemaViolations()).toEqual([
      'Me at me.defaultRate: Float cannot represent non numeric value: "ten"',
    ]);
  });

  it('asks for __typename where a fragment needs it, and refuses one naming another type', () => {
    const withFragment = 'query Me { me { ...Names } } fragment Names on Me { firstName }';
    checkAnswer('Me', withFragment, {}, { me: { firstName: 'Ann' } });
    checkAnswer(
      'Me',
      me,
      {},
      { me: { __typename: 'User', _id: 'u1', firstName: 'A', groups: [], defaultRate: 1 } },
    );
    expect(takeSchemaViolations()).toEqual([
      'Me at me: an object of Query.me lacks the __typename its fragments need',
      'Me at me: an object of Query.me says __typename "User", not Me',
    ]);
  });

  it('refuses an operation that asks for a field the schema does not have', () => {
    checkAnswer('Me', 'query Me { me { _id nickname } }', {}, { me: { _id: 'u1', nickname: 'A' } });
    expect(takeSchemaViolations()).toEqual([
      expect.stringMatching(/^Me: Cannot query field "nickname" on type "Me"/),
    ]);
  });
});
