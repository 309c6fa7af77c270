import { mimeTypeOf } from '@tally/domain/projects/documents';
import { GraphQLError } from 'graphql/index.js';
import { parseInput } from '../graphql/validation.ts';
import { createDocumentUpload, DOCUMENTS_CONTAINER, uploadInput } from '../modules/projects/index.ts';
import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';
import { currentViewer } from './viewer.ts';

const STATUS_OF: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
};

/** The query string of a signed URL: the "SAS token" (Azure's term) that authorises the one upload. */
function tokenOf(uploadUrl: string): string {
  const query = uploadUrl.indexOf('?');
  return query === -1 ? '' : uploadUrl.slice(query + 1);
}

/**
 * GET /api/documents/sasToken?containerName=documents&projectId=...&fileName=...[&contentType=...&size=...]
 * (M-132). Design: the token authorises exactly one upload, of one new blob of one project, for 15 minutes,
 * for a manager of that project. It is the query string of the signed upload URL (an Azure SAS, or the
 * embedded store's expires/sig), so the response also carries the whole `uploadUrl`, the `headers` the PUT
 * must send, the `blobKey` (documents/{projectId}/{random}/{timestamp}_{name}) and the `url` to pass to addDocument.
 * The same grant is offered as the GraphQL mutation createDocumentUploadUrl, which the web app uses.
 * Errors: 401 signed out, 403 not a manager of the project, 404 no such project, 400 bad input; body { error }.
 */
export async function documentsSasTokenRoute(http: HttpRequest): Promise<void> {
  const { res, url } = http;
  const viewer = await currentViewer(http);
  if (!viewer) return sendJson(res, 401, { error: 'You must be signed in.' });
  const containerName = url.searchParams.get('containerName');
  if (containerName !== DOCUMENTS_CONTAINER) {
    return sendJson(res, 400, { error: `containerName must be ${DOCUMENTS_CONTAINER}.` });
  }
  const fileName = url.searchParams.get('fileName') ?? '';
  const size = url.searchParams.get('size');
  try {
    const input = parseInput(uploadInput, {
      projectId: url.searchParams.get('projectId') ?? '',
      fileName,
      contentType: url.searchParams.get('contentType') || mimeTypeOf(fileName),
      size: size === null ? 0 : Number(size),
    });
    const upload = await createDocumentUpload(http.deps, viewer, input);
    return sendJson(res, 200, {
      sasToken: tokenOf(upload.uploadUrl),
      uploadUrl: upload.uploadUrl,
      headers: upload.headers,
      blobKey: upload.blobKey,
      url: upload.url,
      expiresAt: upload.expiresAt.toISOString(),
    });
  } catch (error) {
    if (error instanceof GraphQLError) {
      const code = String(error.extensions.code ?? '');
      const status = STATUS_OF[code];
      if (status) return sendJson(res, status, { error: error.message });
    }
    throw error;
  }
}
