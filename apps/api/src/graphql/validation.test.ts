import { GraphQLError } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, whenMissing } from './validation.ts';

function refusal(schema: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return (error as GraphQLError).extensions.fields as Record<string, string>;
  }
  throw new Error('expected a refusal');
}

describe('parseInput', () => {
  const projectName = z.object({
    name: z
      .string({ error: whenMissing('Name is required') })
      .trim()
      .min(1, 'Name is required')
      .max(200),
  });

  it('answers the message of a missing value only when it is missing', () => {
    expect(refusal(projectName, {})).toEqual({ name: 'Name is required' });
    expect(refusal(projectName, { name: '  ' })).toEqual({ name: 'Name is required' });
    expect(refusal(projectName, { name: 'x'.repeat(201) })).toEqual({
      name: 'Name is too long (at most 200 characters)',
    });
  });

  it("words every validator's own issue for a person, naming the field", () => {
    const schema = z.object({
      description: z.string().max(10_000),
      defaultRate: z.number().min(0),
      email: z.email(),
      userId: z.guid(),
      tags: z.array(z.string()).max(2),
      status: z.enum(['Open', 'Closed']),
    });
    expect(
      refusal(schema, {
        description: 'x'.repeat(10_001),
        defaultRate: -1,
        email: 'nope',
        userId: 'nope',
        tags: ['a', 'b', 'c'],
        status: 'Nope',
      }),
    ).toEqual({
      description: 'Description is too long (at most 10,000 characters)',
      defaultRate: 'Provide a positive value',
      email: 'Email must be an e-mail address',
      userId: 'User ID is not a valid id',
      tags: 'Tags has too many entries (at most 2)',
      status: 'Status must be one of Open, Closed',
    });
  });
});
