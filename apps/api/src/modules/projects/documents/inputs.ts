import { z } from 'zod';
import { id } from '../../../graphql/args.ts';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const uploadInput = z.object({
  projectId: id,
  fileName: z.string().trim().min(1, 'File name is required').max(255),
  contentType: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/, 'Invalid content type')
    .max(100),
  size: z.number().int().min(0),
});

export const addInput = z.object({
  relatedDocumentId: id,
  relatedModelName: z.string().trim(),
  url: text(2000).nullish(),
  description: text(1000).nullish(),
  fileName: text(255).nullish(),
  type: text(100).nullish(),
  source: z.enum(['internal', 'external'], "source must be 'internal' or 'external'").nullish(),
  mimeType: text(100).nullish(),
  category: text(100).nullish(),
});

export const updateInput = z.object({ id, fileName: text(255).nullish(), category: text(100).nullish() });
