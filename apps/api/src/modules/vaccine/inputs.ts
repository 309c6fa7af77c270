import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { VACCINE_NO_TYPES, VACCINE_TEXTS, VACCINE_TYPES } from '@tally/domain/vaccine/vaccine';
import { z } from 'zod';
import { parseInput, whenMissing } from '../../graphql/validation.ts';

/** The argument shapes of the vaccine tracker mutations, with the spec's messages. */
export const REQUIRED = VACCINE_TEXTS.required;

/** A required YYYYMMDD date, YYYY-MM-DD inside. */
export const compactDate = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine(isCompactDate, { message: 'Enter a date as YYYYMMDD', abort: true })
  .transform((value) => tryCompactToIso(value) ?? value);

export const consent = z.boolean({ error: REQUIRED }).refine((value) => value === true, REQUIRED);
export const url = z
  .string({ error: whenMissing(REQUIRED) })
  .trim()
  .min(1, REQUIRED)
  .max(2000);

export const detailsInput = z.object({
  input: z.object({
    vaccineVersion: z.enum(VACCINE_TYPES, { error: REQUIRED }),
    lastVaccinationDate: compactDate,
    vaccineProof: url,
    authorizeShare: consent,
    affirmAccurate: consent,
    discloseStatus: consent,
  }),
});

export const testDetailsInput = z.object({
  input: z.object({ authorizeShare: consent, affirmAccurate: consent, discloseStatus: consent }),
});

export const noTypeInput = z.object({
  type: z.enum(VACCINE_NO_TYPES, { error: 'Choose one of the options.' }),
  exceptionText: z.string().trim().max(2000).nullish(),
});

export const uploadInput = z.object({
  kind: z.enum(['VaccineCard', 'COVID_Test']),
  fileName: z.string().trim().min(1, REQUIRED).max(255),
  contentType: z.string().trim().toLowerCase().max(100).nullish(),
  size: z.number().int().min(0),
});

/** A form's field names inside `input` are reported without the prefix ('vaccineProof', not 'input.vaccineProof'). */
export function parseForm<S extends z.ZodType>(schema: S, args: unknown): z.infer<S> {
  try {
    return parseInput(schema, args);
  } catch (error) {
    const fields = (error as { extensions?: { fields?: Record<string, string> } }).extensions?.fields;
    if (fields) {
      for (const key of Object.keys(fields)) {
        if (key.startsWith('input.')) {
          fields[key.slice('input.'.length)] = fields[key]!;
          delete fields[key];
        }
      }
    }
    throw error;
  }
}
