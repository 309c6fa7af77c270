import {
  BUDGET_USED_FILTER_OPTIONS,
  PROJECT_PAGE_MAX,
  PROJECT_SORT_FIELDS,
} from '@tally/domain/projects/project-list';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import { CREATE_PROJECT_MESSAGES } from './messages.ts';

/** The arguments of the project lists (and their CSV export) and of createProject. */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const listArgs = z.object({
  offset: z.number().int('Whole number').min(0, 'Provide a positive value').nullish(),
  limit: z
    .number()
    .int('Whole number')
    .min(1, 'At least 1')
    .max(PROJECT_PAGE_MAX, `At most ${PROJECT_PAGE_MAX}`)
    .nullish(),
  search: optionalText(200),
  budgetUsed: z
    .number()
    .refine(
      (value) => (BUDGET_USED_FILTER_OPTIONS as readonly number[]).includes(value),
      `One of ${BUDGET_USED_FILTER_OPTIONS.join(', ')}`,
    )
    .nullish(),
  sortBy: z.enum(PROJECT_SORT_FIELDS, { error: `One of ${PROJECT_SORT_FIELDS.join(', ')}` }).nullish(),
  sortOrder: z
    .union([z.literal(1), z.literal(-1)], { error: 'Sort order is 1 (ascending) or -1 (descending)' })
    .nullish(),
  client: id.nullish(),
  status: optionalText(100),
  archived: z.boolean().nullish(),
  sector: optionalText(100),
});

const required = (max: number) =>
  z
    .string({ error: CREATE_PROJECT_MESSAGES.required })
    .trim()
    .min(1, CREATE_PROJECT_MESSAGES.required)
    .max(max, `At most ${max} characters`);

export const createArgs = z
  .object({
    name: required(200),
    description: optionalText(5000),
    existingClientId: id.nullish(),
    clientName: optionalText(200),
    clientShortName: optionalText(50),
    isTemplate: z.boolean().nullish(),
    templateId: id.nullish(),
    projectCode: optionalText(100),
    budget: z.number().min(0, CREATE_PROJECT_MESSAGES.positive).max(1e12).nullish(),
  })
  .superRefine((input, context) => {
    if (input.existingClientId || input.isTemplate) return;
    if (!input.clientName) {
      context.addIssue({ code: 'custom', path: ['clientName'], message: CREATE_PROJECT_MESSAGES.required });
    }
    if (!input.clientShortName) {
      context.addIssue({
        code: 'custom',
        path: ['clientShortName'],
        message: CREATE_PROJECT_MESSAGES.required,
      });
    }
  });
