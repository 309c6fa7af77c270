import type { Builder } from '../../../graphql/builder.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';

/** The one type of a signed upload: timesheet files, project documents and vaccine proofs use it. */
export function registerUploads(builder: Builder, { SignedUpload }: SchemaRefs): void {
  const Header = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
    description: 'A header the upload request must carry.',
    fields: (t) => ({
      name: t.exposeString('name', { description: 'The header name.' }),
      value: t.exposeString('value', { description: 'Its value.' }),
    }),
  });
  SignedUpload.implement({
    description:
      'Where the browser PUTs one file straight to blob storage, and the url to record it with once uploaded.',
    fields: (t) => ({
      uploadUrl: t.exposeString('uploadUrl', {
        description: 'Short-lived; relative to the portal (embedded store) or absolute (Azure, S3).',
      }),
      blobKey: t.exposeString('blobKey', { description: 'The blob name inside its container.' }),
      url: t.exposeString('url', {
        description:
          'Send as url to the operation that records the file (timesheetAttachment, timesheetExpenses, addDocument).',
      }),
      headers: t.field({
        description: 'Headers the PUT must carry (the browser adds Content-Length itself).',
        type: [Header],
        resolve: (upload) => upload.headers,
      }),
      expiresAt: t.string({
        description: 'When the upload URL expires (ISO 8601).',
        resolve: (upload) => upload.expiresAt.toISOString(),
      }),
    }),
  });
}
