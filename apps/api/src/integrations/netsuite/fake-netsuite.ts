import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runSuiteql, SuiteqlError } from './fake-suiteql.ts';
import { parseAuthorizationHeader, verifySignature } from './oauth1.ts';

/**
 * A local stand-in for NetSuite's REST web services, for tests and the end-to-end demo (never imported by the
 * server): token-based auth checked like NetSuite does (401 in its error shape), the record service over an
 * in-memory store, and SuiteQL over the same store for simple `SELECT ... FROM t [WHERE ...]` queries.
 */
export type FakeRecord = Record<string, unknown> & { id: string };

export interface FakeNetsuite {
  baseUrl: string;
  /** The NETSUITE_* variables that point the portal at this fake. */
  env: Record<string, string>;
  /** The stored records of a type (lower-case type name), in creation order. */
  records(type: string): FakeRecord[];
  /** Stores a record as if it existed in NetSuite; returns its id. */
  seed(type: string, fields: Record<string, unknown>): string;
  /** Makes creates and updates of a type fail with this detail while `match` holds for the body. */
  failWhen(type: string, match: (body: Record<string, unknown>) => boolean, detail: string): void;
  /** Method and path of every authenticated request, oldest first. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

const CREDENTIALS = {
  accountId: 'TSTDRV1234567',
  consumerKey: 'fake-consumer-key',
  consumerSecret: 'fake-consumer-secret',
  tokenId: 'fake-token-id',
  tokenSecret: 'fake-token-secret',
};

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

function sendError(res: ServerResponse, status: number, code: string, detail: string): void {
  res.writeHead(status, { 'content-type': 'application/vnd.oracle.resource+json; type=error' });
  res.end(
    JSON.stringify({
      type: `https://www.rfc-editor.org/rfc/rfc9110.html#section-15.${status >= 500 ? 6 : 5}.${status % 100}`,
      title: STATUS_TITLES[status] ?? 'Error',
      status,
      'o:errorDetails': [{ detail, 'o:errorCode': code }],
    }),
  );
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** NetSuite's required fields of the records the portal creates (the error names their labels). */
const REQUIRED: Record<string, Record<string, string>> = {
  timebill: { employee: 'Employee', trandate: 'Date', hours: 'Duration' },
  job: { companyname: 'Project Name' },
  projecttask: { title: 'Name', company: 'Project' },
};

export async function startFakeNetsuite(): Promise<FakeNetsuite> {
  const store = new Map<string, Map<string, FakeRecord>>();
  const failures: { type: string; match: (body: Record<string, unknown>) => boolean; detail: string }[] = [];
  const seenNonces = new Set<string>();
  const requests: { method: string; path: string }[] = [];
  let nextId = 1000;

  const table = (type: string) => {
    const key = type.toLowerCase();
    let records = store.get(key);
    if (!records) {
      records = new Map();
      store.set(key, records);
    }
    return records;
  };
  const put = (type: string, fields: Record<string, unknown>) => {
    const id = String(nextId++);
    table(type).set(id, { ...fields, id });
    return id;
  };

  const authenticate = (req: IncomingMessage, url: URL): boolean => {
    const params = parseAuthorizationHeader(req.headers.authorization);
    if (!params) return false;
    const fresh = Math.abs(Date.now() / 1000 - Number(params.oauth_timestamp)) < 300;
    const nonce = `${params.oauth_nonce}:${params.oauth_timestamp}`;
    const valid =
      params.realm === CREDENTIALS.accountId &&
      params.oauth_consumer_key === CREDENTIALS.consumerKey &&
      params.oauth_token === CREDENTIALS.tokenId &&
      params.oauth_signature_method === 'HMAC-SHA256' &&
      params.oauth_version === '1.0' &&
      fresh &&
      !seenNonces.has(nonce) &&
      verifySignature(req.method ?? 'GET', url, params, CREDENTIALS.consumerSecret, CREDENTIALS.tokenSecret);
    if (valid) seenNonces.add(nonce);
    return valid;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, baseUrl: string) => {
    const url = new URL(req.url ?? '/', baseUrl);
    if (!authenticate(req, url)) {
      return sendError(
        res,
        401,
        'INVALID_LOGIN',
        'Invalid login attempt. For more details, see the Login Audit Trail in the NetSuite UI at Setup > ' +
          'Users/Roles > User Management > View Login Audit Trail.',
      );
    }
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    let body: Record<string, unknown>;
    try {
      body = await readJson(req);
    } catch {
      return sendError(res, 400, 'INVALID_CONTENT', 'The request body is not valid JSON.');
    }

    if (url.pathname === '/services/rest/query/v1/suiteql') {
      if (method !== 'POST') return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Use POST.');
      if (req.headers.prefer !== 'transient') {
        return sendError(res, 400, 'INVALID_HEADER', 'The request must have the header Prefer: transient.');
      }
      const limit = Number(url.searchParams.get('limit') ?? 1000);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 0) {
        return sendError(res, 400, 'INVALID_PARAMETER', 'Invalid limit or offset.');
      }
      try {
        const rows = runSuiteql(String(body.q ?? ''), (name) => [...(store.get(name)?.values() ?? [])]);
        const items = rows.slice(offset, offset + limit).map((row) => ({ links: [], ...row }));
        res.writeHead(200, { 'content-type': 'application/vnd.oracle.resource+json; type=collection' });
        return res.end(
          JSON.stringify({
            links: [{ rel: 'self', href: url.href }],
            count: items.length,
            hasMore: offset + items.length < rows.length,
            items,
            offset,
            totalResults: rows.length,
          }),
        );
      } catch (error) {
        if (error instanceof SuiteqlError) return sendError(res, 400, 'INVALID_PARAMETER', error.message);
        throw error;
      }
    }

    const match = /^\/services\/rest\/record\/v1\/([A-Za-z]+)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match?.[1]) return sendError(res, 404, 'NONEXISTENT_ID', `No resource at ${url.pathname}.`);
    const type = match[1].toLowerCase();
    const id = match[2] ? decodeURIComponent(match[2]) : undefined;
    const records = table(type);

    if (method === 'GET' && id) {
      const record = records.get(id);
      if (!record) return notFound(res);
      res.writeHead(200, { 'content-type': 'application/vnd.oracle.resource+json; type=singular' });
      return res.end(JSON.stringify(record));
    }
    if ((method === 'POST' && !id) || (method === 'PATCH' && id)) {
      const existing = id ? records.get(id) : undefined;
      if (id && !existing) return notFound(res);
      const merged = { ...existing, ...body };
      const missing = Object.entries(REQUIRED[type] ?? {}).filter(([field]) => merged[field] == null);
      if (missing.length > 0) {
        const labels = missing.map(([, label]) => label).join(', ');
        return sendError(res, 400, 'USER_ERROR', `Please enter value(s) for: ${labels}`);
      }
      const failure = failures.find((entry) => entry.type === type && entry.match(merged));
      if (failure) return sendError(res, 400, 'USER_ERROR', failure.detail);
      const savedId = id ?? put(type, merged);
      if (id) records.set(id, { ...merged, id });
      res.writeHead(204, { location: `${baseUrl}/services/rest/record/v1/${match[1]}/${savedId}` });
      return res.end();
    }
    return sendError(res, 405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here.`);
  };

  const server = createServer((req, res) => {
    handle(req, res, baseUrl).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'UNEXPECTED_ERROR', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    env: {
      NETSUITE_ACCOUNT_ID: CREDENTIALS.accountId,
      NETSUITE_CONSUMER_KEY: CREDENTIALS.consumerKey,
      NETSUITE_CONSUMER_SECRET: CREDENTIALS.consumerSecret,
      NETSUITE_TOKEN_ID: CREDENTIALS.tokenId,
      NETSUITE_TOKEN_SECRET: CREDENTIALS.tokenSecret,
      NETSUITE_BASE_URL: baseUrl,
    },
    records: (type) => [...table(type).values()],
    seed: put,
    failWhen: (type, match, detail) => failures.push({ type: type.toLowerCase(), match, detail }),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function notFound(res: ServerResponse): void {
  sendError(
    res,
    404,
    'NONEXISTENT_ID',
    'The record instance does not exist. Provide a valid record instance ID.',
  );
}
