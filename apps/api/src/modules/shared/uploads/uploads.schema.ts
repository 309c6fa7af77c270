import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { implementSignedUpload } from './signed-upload.type.ts';
import { createTimesheetUploadUrl } from './uploads.service.ts';

const input = z.object({
  timeSheetId: id,
  fileName: z.string().trim().min(1, 'Required').max(255),
  contentType: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/, 'Invalid content type')
    .max(100),
  size: z.number().int().min(0),
});

/** Signed upload URLs for files (attachments and expense receipts) of a timesheet. */
export function registerUploads(builder: Builder, refs: SchemaRefs) {
  implementSignedUpload(builder, refs);
  const Upload = refs.SignedUpload;

  builder.mutationField('createTimesheetUploadUrl', (t) =>
    t.field({
      ...signedInRule,
      type: Upload,
      description:
        'A signed upload URL for a timesheet file (owner, finance, admin; flag timesheet-attachments; not while submitted or approved; under 20 MB).',
      args: {
        timeSheetId: t.arg.id({ description: 'The sheet.', required: true }),
        fileName: t.arg.string({
          description: 'Name of the file; a document, image, PDF or spreadsheet.',
          required: true,
        }),
        contentType: t.arg.string({ description: 'Its media type.', required: true }),
        size: t.arg.int({
          description:
            'Its size in bytes, under 20 MB; the upload must send exactly this many bytes where the store can bind it.',
          required: true,
        }),
      },
      resolve: (_root, args, context) =>
        createTimesheetUploadUrl(context.deps, requireViewer(context), parseInput(input, args)),
    }),
  );
}
