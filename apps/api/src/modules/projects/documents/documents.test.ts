import { schema } from '@tally/db';
import { MAX_DOCUMENT_BYTES } from '@tally/domain/projects/documents';
import { UPLOAD_EXPIRED } from '@tally/domain/shared/uploads';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { createTaxonomy } from '../../../../test/factories/index.ts';
import type { TestBrowser } from '../../../../test/harness.ts';
import { DOWNLOAD_URL_TTL_MS } from '../../../storage/blob-storage.ts';
import { blobStorageOf } from '../../../storage/index.ts';
import { call, setConfiguration } from '../../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld } from '../projects.fixtures.ts';

const DOC = '_id fileName url type mimeType source category description createdAt relatedDocumentId';
const LIST = `query($p: ID!, $m: String!) { projectManagement { documents(relatedDocumentId: $p, relatedModelName: $m) { ${DOC} } } }`;
const CATEGORIES = '{ projectManagement { documentCategories } }';
const UPLOAD = `mutation($p: ID!, $n: String!, $c: String!, $s: Int!) {
  createDocumentUploadUrl(projectId: $p, fileName: $n, contentType: $c, size: $s) {
    uploadUrl blobKey url expiresAt headers { name value } } }`;
const ADD = `mutation($p: ID!, $m: String!, $url: String, $n: String, $src: String, $cat: String, $mime: String) {
  addDocument(relatedDocumentId: $p, relatedModelName: $m, url: $url, fileName: $n, source: $src,
    category: $cat, mimeType: $mime, description: null, type: null) { ${DOC} } }`;
const UPDATE = `mutation($id: ID!, $n: String, $cat: String) { updateDocument(id: $id, fileName: $n, category: $cat) { ${DOC} } }`;
const DELETE = `mutation($p: ID!, $m: String!, $id: ID!) {
  deleteDocument(relatedDocumentId: $p, relatedModelName: $m, id: $id) { deletedDocId } }`;
const DOWNLOAD = 'mutation($id: ID!) { downloadDocument(documentId: $id) }';

interface Upload {
  uploadUrl: string;
  blobKey: string;
  url: string;
  headers: { name: string; value: string }[];
}
interface Doc {
  _id: string;
  fileName: string;
  url: string | null;
  type: string;
  mimeType: string | null;
  source: string;
  category: string | null;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

describeWithProjectWorld('documents: project documents', (t) => {
  beforeAll(async () => {
    await createTaxonomy(t.db, 'Document Categories', [
      { name: 'Contract', order: 1 },
      { name: 'Invoice', order: 2 },
    ]);
  });
  beforeEach(async () => {
    await t.db.delete(schema.documents);
  });

  const storage = () => blobStorageOf({ config: t.app.config, clock: t.app.clock.now });
  const ask = (who: TestBrowser, n = 'Contract.pdf', size = PDF.length, p = t.world.project) =>
    call<Upload>(who, UPLOAD, { p, n, c: 'application/pdf', s: size });
  const put = (upload: Upload, body: Buffer) =>
    fetch(new URL(upload.uploadUrl, t.app.baseUrl), {
      method: 'PUT',
      headers: Object.fromEntries(upload.headers.map((h) => [h.name, h.value])),
      body: new Uint8Array(body),
    });
  const add = (who: TestBrowser, vars: Record<string, unknown>) =>
    call<Doc>(who, ADD, { p: t.world.project, m: 'Project', src: 'internal', ...vars });
  const list = async (who: TestBrowser, p = t.world.project) => {
    const { data, error } = await call<{ documents: Doc[] }>(who, LIST, { p, m: 'Project' });
    return { data: data?.documents ?? null, error };
  };
  async function uploaded(name = 'Contract.pdf', body = PDF, who = t.as.manager): Promise<Doc> {
    const { data } = await ask(who, name, body.length);
    expect((await put(data!, body)).status).toBe(201);
    const added = await add(who, { url: data!.url, n: name, cat: 'Contract' });
    expect(added.error).toBeUndefined();
    return added.data!;
  }

  it('uploads a PDF, lists it for readers, opens it through a signed URL that expires, and deletes it with its file', async () => {
    const doc = await uploaded();
    expect(doc).toMatchObject({
      fileName: 'Contract.pdf',
      source: 'internal',
      type: 'PDF',
      mimeType: 'application/pdf',
      category: 'Contract',
      url: null,
    });
    for (const reader of ['employee', 'finance', 'admin'] as const) {
      expect(
        (await list(t.as[reader])).data?.map((d) => d._id),
        reader,
      ).toEqual([doc._id]);
    }
    const onProject = await call<{ project: { documents: { _id: string }[] } }>(
      t.as.employee,
      `query($id: ID!) { projectManagement { project(projectId: $id) { documents { _id } } } }`,
      { id: t.world.project },
    );
    expect(onProject.data?.project.documents).toEqual([{ _id: doc._id }]);
    const link = (await call<string>(t.as.employee, DOWNLOAD, { id: doc._id })).data!;
    expect(link).toMatch(/^\/api\/blobs\/documents\/.+\?expires=\d+&sig=/);
    const body = await fetch(new URL(link, t.app.baseUrl));
    expect(Buffer.from(await body.arrayBuffer()).equals(PDF)).toBe(true);
    t.app.clock.advance(DOWNLOAD_URL_TTL_MS + 1000);
    expect((await fetch(new URL(link, t.app.baseUrl))).status).toBe(403);

    const [row] = await t.db.select().from(schema.documents).where(eq(schema.documents.id, doc._id));
    const key = row?.blobKey ?? '';
    expect(key.startsWith(`${t.world.project}/`)).toBe(true);
    expect(await storage().stat('documents', key)).not.toBeNull();
    const denied = await call(t.as.employee, DELETE, { p: t.world.project, m: 'Project', id: doc._id });
    expect(denied.error?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await call<{ deletedDocId: string }>(t.as.manager, DELETE, {
      p: t.world.project,
      m: 'Project',
      id: doc._id,
    });
    expect(deleted.data).toEqual({ deletedDocId: doc._id });
    expect(await storage().stat('documents', key)).toBeNull();
    expect((await list(t.as.manager)).data).toEqual([]);
  });

  it('lets only managers upload and add; readers of other projects see nothing', async () => {
    for (const actor of ['employee', 'finance', 'senior'] as const) {
      expect((await ask(t.as[actor])).error?.extensions?.code, actor).toBe('FORBIDDEN');
      const external = await add(t.as[actor], {
        src: 'external',
        url: 'https://x.example/a.pdf',
        n: 'a.pdf',
      });
      expect(external.error?.extensions?.code, actor).toBe('FORBIDDEN');
    }
    expect((await ask(t.as.admin)).data?.uploadUrl).toBeTruthy();
    expect((await list(t.as.employee, t.world.hidden)).error?.extensions?.code).toBe('FORBIDDEN');
    const wrongModel = await call(t.as.admin, LIST, { p: t.world.project, m: 'Client' });
    expect(wrongModel.error?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses types by name, files over 50MB, and content that does not match the name (a renamed .exe)', async () => {
    expect((await ask(t.as.manager, 'setup.exe')).error?.message).toBe('This file type is not accepted');
    expect((await ask(t.as.manager, 'big.pdf', MAX_DOCUMENT_BYTES + 1)).error?.message).toBe(
      'The file exceeds the maximum size limit of 50MB',
    );
    const { data } = await ask(t.as.manager, 'Invoice.pdf', EXE.length);
    expect((await put(data!, EXE)).status).toBe(201);
    const refused = await add(t.as.manager, { url: data!.url, n: 'Invoice.pdf' });
    expect(refused.error).toMatchObject({
      message: "The file's content does not match its type",
      extensions: { code: 'BAD_USER_INPUT', fields: { url: "The file's content does not match its type" } },
    });
    expect(await storage().stat('documents', data!.blobKey)).toBeNull();
    expect((await list(t.as.manager)).data).toEqual([]);
  });

  it('records only uploads issued for this project, once, that exist', async () => {
    const missing = await add(t.as.manager, {
      url: `storage://documents/${t.world.project}/1_x.pdf`,
      n: 'x.pdf',
    });
    expect(missing.error?.message).toBe(UPLOAD_EXPIRED);
    const elsewhere = await add(t.as.manager, {
      url: `storage://documents/${t.world.internal}/1_x.pdf`,
      n: 'x.pdf',
    });
    expect(elsewhere.error?.message).toBe('This file was not uploaded to this project.');
    const arbitrary = await add(t.as.manager, { url: 'https://evil.example/x.pdf', n: 'x.pdf' });
    expect(arbitrary.error?.message).toBe('This file was not uploaded to this project.');
    const timesheetFile = await add(t.as.manager, {
      url: `storage://uploads/${t.world.project}/1_x.pdf`,
      n: 'x.pdf',
    });
    expect(timesheetFile.error?.extensions?.code).toBe('BAD_USER_INPUT');

    const doc = await uploaded();
    const [row] = await t.db.select().from(schema.documents).where(eq(schema.documents.id, doc._id));
    const again = await add(t.as.manager, { url: `storage://documents/${row!.blobKey}`, n: 'Contract.pdf' });
    expect(again.error?.extensions?.code).toBe('CONFLICT');
    const renamed = await ask(t.as.manager, 'notes.pdf');
    await put(renamed.data!, PDF);
    const otherType = await add(t.as.manager, { url: renamed.data!.url, n: 'notes.docx' });
    expect(otherType.error?.extensions?.fields).toHaveProperty('fileName');
  });

  it('adds external documents with both URL and file name; edits follow internal and external rules', async () => {
    const noName = await add(t.as.manager, { src: 'external', url: 'https://files.example/a.xlsx' });
    expect(noName.error?.message).toBe('Please provide both URL and file name');
    const noUrl = await add(t.as.manager, { src: 'external', n: 'Budget.xlsx' });
    expect(noUrl.error?.message).toBe('Please provide both URL and file name');
    const badUrl = await add(t.as.manager, { src: 'external', url: 'javascript:alert(1)', n: 'x.pdf' });
    expect(badUrl.error?.extensions?.fields).toHaveProperty('url');
    const external = await add(t.as.manager, {
      src: 'external',
      url: 'https://files.example/budget.xlsx',
      n: 'Budget.xlsx',
    });
    expect(external.data).toMatchObject({ source: 'external', type: 'Spreadsheet', category: null });
    expect(external.data?.url).toBe('https://files.example/budget.xlsx');
    expect((await call<string>(t.as.employee, DOWNLOAD, { id: external.data!._id })).data).toBe(
      'https://files.example/budget.xlsx',
    );

    const renamed = await call<Doc>(t.as.manager, UPDATE, {
      id: external.data!._id,
      n: 'Slides.pptx',
      cat: 'Invoice',
    });
    expect(renamed.data).toMatchObject({
      fileName: 'Slides.pptx',
      type: 'Presentation',
      category: 'Invoice',
    });
    const blank = await call(t.as.manager, UPDATE, { id: external.data!._id, n: '  ' });
    expect(blank.error?.message).toBe('File name is required');
    const unknown = await call(t.as.manager, UPDATE, { id: external.data!._id, cat: 'Recipes' });
    expect(unknown.error?.extensions?.fields).toHaveProperty('category');

    const internal = await uploaded();
    const rename = await call(t.as.manager, UPDATE, { id: internal._id, n: 'Other.pdf', cat: 'Invoice' });
    expect(rename.error?.extensions?.fields).toHaveProperty('fileName');
    const recategorised = await call<Doc>(t.as.manager, UPDATE, {
      id: internal._id,
      n: 'Contract.pdf',
      cat: 'Invoice',
    });
    expect(recategorised.data).toMatchObject({ fileName: 'Contract.pdf', category: 'Invoice' });
    const cleared = await call<Doc>(t.as.manager, UPDATE, { id: internal._id, cat: null });
    expect(cleared.data?.category).toBeNull();
    const readerEdit = await call(t.as.employee, UPDATE, { id: internal._id, cat: 'Invoice' });
    expect(readerEdit.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists categories of the taxonomy and keeps documents open while editing is locked', async () => {
    expect((await call<{ documentCategories: string[] }>(t.as.employee, CATEGORIES)).data).toEqual({
      documentCategories: ['Contract', 'Invoice'],
    });
    await setConfiguration(t.db, 'netsuite-enabled', 'true');
    try {
      const external = await add(t.as.manager, {
        src: 'external',
        url: 'https://x.example/a.pdf',
        n: 'a.pdf',
      });
      expect(external.error).toBeUndefined();
    } finally {
      await setConfiguration(t.db, 'netsuite-enabled', null);
    }
  });

  it('GET /api/documents/sasToken grants one upload of a project to its managers', async () => {
    const path = (query: string) => `/api/documents/sasToken?containerName=documents&${query}`;
    const anonymous = await fetch(
      new URL(path(`projectId=${t.world.project}&fileName=a.pdf`), t.app.baseUrl),
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'You must be signed in.' });
    const reader = await t.as.employee.fetch(path(`projectId=${t.world.project}&fileName=a.pdf`));
    expect(reader.status).toBe(403);
    expect(await reader.json()).toHaveProperty('error');
    const wrongContainer = await t.as.manager.fetch(
      `/api/documents/sasToken?containerName=uploads&projectId=${t.world.project}&fileName=a.pdf`,
    );
    expect(wrongContainer.status).toBe(400);
    const badType = await t.as.manager.fetch(path(`projectId=${t.world.project}&fileName=a.exe`));
    expect(badType.status).toBe(400);

    const granted = await t.as.manager.fetch(
      path(`projectId=${t.world.project}&fileName=Scope.pdf&size=${PDF.length}`),
    );
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as Upload & { sasToken: string };
    expect(body.sasToken).toMatch(/^expires=\d+.*sig=/);
    expect(body.uploadUrl.endsWith(body.sasToken)).toBe(true);
    expect((await put(body, PDF)).status).toBe(201);
    const added = await add(t.as.manager, { url: body.url, n: 'Scope.pdf' });
    expect(added.data?.type).toBe('PDF');
  });
});
