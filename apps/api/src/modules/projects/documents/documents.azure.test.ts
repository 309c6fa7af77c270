import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@tally/domain/projects/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import { type Azurite, startAzurite } from '../../../storage/azurite.testing.ts';
import { blobStorageOf } from '../../../storage/index.ts';
import { call, ignoreErrorsOfClosingConnections, type World } from '../../timesheets/timesheets.fixtures.ts';
import { buildProjectWorld } from '../projects.fixtures.ts';

const UPLOAD = `mutation($p: ID!, $n: String!, $s: Int!) {
  createDocumentUploadUrl(projectId: $p, fileName: $n, contentType: "application/pdf", size: $s) {
    uploadUrl blobKey url headers { name value } } }`;
const ADD = `mutation($p: ID!, $url: String!, $n: String!) {
  addDocument(relatedDocumentId: $p, relatedModelName: "Project", url: $url, fileName: $n, source: "internal") {
    _id type } }`;
const DOWNLOAD = 'mutation($id: ID!) { downloadDocument(documentId: $id) }';

interface Upload {
  uploadUrl: string;
  blobKey: string;
  url: string;
  headers: { name: string; value: string }[];
}

/** Documents with AZURE_STORAGE_CONNECTION_STRING set, against Azurite (embedded database only). */
describe('documents: project documents in Azure Blob (Azurite)', () => {
  const database = testDatabases()[0]!;
  let azurite: Azurite;
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let manager: TestBrowser;

  beforeAll(async () => {
    azurite = await startAzurite();
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db, { AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString });
    let as: Awaited<ReturnType<typeof buildProjectWorld>>['as'];
    ({ world, as } = await buildProjectWorld(db, app));
    manager = as.manager;
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await close?.();
    await azurite?.stop();
  });

  /** Uploads `body` having declared `declared` bytes (Azure's upload URL cannot bind the length). */
  async function upload(name: string, body: Buffer, declared = body.length): Promise<Upload> {
    const { data, error } = await call<Upload>(manager, UPLOAD, {
      p: world.project,
      n: name,
      s: declared,
    });
    expect(error).toBeUndefined();
    const put = await fetch(data!.uploadUrl, {
      method: 'PUT',
      headers: Object.fromEntries(data!.headers.map((h) => [h.name, h.value])),
      body: new Uint8Array(body),
    });
    expect(put.status).toBe(201);
    return data!;
  }

  it('checks the first bytes through the blob service and refuses a renamed executable', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const good = await upload('Contract.pdf', pdf);
    const added = await call<{ _id: string; type: string }>(manager, ADD, {
      p: world.project,
      url: good.url,
      n: 'Contract.pdf',
    });
    expect(added.data?.type).toBe('PDF');
    const link = (await call<string>(manager, DOWNLOAD, { id: added.data?._id })).data ?? '';
    expect(Buffer.from(await (await fetch(link)).arrayBuffer()).equals(pdf)).toBe(true);

    const exe = await upload('Invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0x90)]));
    const refused = await call(manager, ADD, { p: world.project, url: exe.url, n: 'Invoice.pdf' });
    expect(refused.error?.message).toBe("The file's content does not match its type");
    const storage = blobStorageOf({ config: app.config, clock: app.clock.now });
    expect(await storage.stat('documents', exe.blobKey)).toBeNull();
  });

  it('refuses a blob larger than 50 MB when it is recorded, naming the field, and deletes it (issue 13)', async () => {
    // Declared small, sent large: the upload goes through, the record checks the stored size.
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]);
    const sent = await upload('Huge.pdf', huge, 1024);
    const storage = blobStorageOf({ config: app.config, clock: app.clock.now });
    expect((await storage.stat('documents', sent.blobKey))?.size).toBe(huge.length);

    const refused = await call(manager, ADD, { p: world.project, url: sent.url, n: 'Huge.pdf' });
    expect(refused.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: DOCUMENT_MESSAGES.tooLarge },
    });
    expect(await storage.stat('documents', sent.blobKey)).toBeNull();
    const stored = await db.select().from(schema.documents).where(eq(schema.documents.blobKey, sent.blobKey));
    expect(stored).toEqual([]);
  }, 60_000);
});
