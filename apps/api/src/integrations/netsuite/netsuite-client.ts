import type { NetsuiteConfig } from '../../config.ts';
import { authorizationHeader, type OAuthCredentials } from './oauth1.ts';

/** One row of a SuiteQL answer: column names in lower case, values as NetSuite gives them (mostly text). */
export type SuiteqlRow = Record<string, unknown>;

/** One page of `POST /services/rest/query/v1/suiteql`. */
export interface SuiteqlPage {
  items: SuiteqlRow[];
  hasMore: boolean;
  count: number;
  offset: number;
  totalResults: number;
}

/** A failure NetSuite reported in its error shape (`o:errorDetails`), or one of the connection. */
export class NetsuiteError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'NetsuiteError';
  }
}

interface NetsuiteErrorBody {
  title?: string;
  status?: number;
  'o:errorDetails'?: { detail?: string; 'o:errorCode'?: string }[];
}

/** NetSuite answers at most 1000 rows a page. */
export const SUITEQL_PAGE_MAX = 1000;
const TIMEOUT_MS = 30_000;

/** The record types the portal writes, by their REST record-service names. */
export type NetsuiteRecordType = 'timebill' | 'job' | 'projectTask';

/** NetSuite's REST web services (SuiteQL and the record service), signed with token-based authentication. */
export class NetsuiteClient {
  private readonly credentials: OAuthCredentials;

  constructor(
    private readonly config: NetsuiteConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.credentials = {
      realm: config.accountId,
      consumerKey: config.consumerKey,
      consumerSecret: config.consumerSecret,
      tokenId: config.tokenId,
      tokenSecret: config.tokenSecret,
    };
  }

  get accountId(): string {
    return this.config.accountId;
  }

  /** One page of a SuiteQL query (`limit` 1..1000, `offset` a multiple of it, as NetSuite requires). */
  async suiteql(query: string, page: { limit?: number; offset?: number } = {}): Promise<SuiteqlPage> {
    const url = new URL(`${this.config.baseUrl}/services/rest/query/v1/suiteql`);
    url.searchParams.set('limit', String(page.limit ?? SUITEQL_PAGE_MAX));
    url.searchParams.set('offset', String(page.offset ?? 0));
    const response = await this.send('POST', url, { q: query }, { Prefer: 'transient' });
    const body = (await response.json()) as SuiteqlPage & { items: (SuiteqlRow & { links?: unknown })[] };
    return {
      // Each row carries NetSuite's (empty) `links`: not a column of the answer.
      items: body.items.map(({ links: _links, ...row }) => row),
      hasMore: body.hasMore,
      count: body.count,
      offset: body.offset,
      totalResults: body.totalResults,
    };
  }

  /** Every row of a query, page after page, up to `max` rows. */
  async suiteqlAll(query: string, max = 10_000): Promise<SuiteqlRow[]> {
    const rows: SuiteqlRow[] = [];
    for (let offset = 0; rows.length < max; offset += SUITEQL_PAGE_MAX) {
      const page = await this.suiteql(query, { limit: SUITEQL_PAGE_MAX, offset });
      rows.push(...page.items);
      if (!page.hasMore) break;
    }
    return rows.slice(0, max);
  }

  /** Creates a record; NetSuite answers 204 with the new record's address in Location. Returns its id. */
  async createRecord(type: NetsuiteRecordType, body: Record<string, unknown>): Promise<string> {
    const url = new URL(`${this.config.baseUrl}/services/rest/record/v1/${type}`);
    const response = await this.send('POST', url, body);
    const id = response.headers.get('location')?.split('/').pop();
    if (!id) throw new NetsuiteError(`NetSuite created the ${type} but gave no Location.`, response.status);
    return decodeURIComponent(id);
  }

  /** Updates the given fields of a record (204). */
  async updateRecord(type: NetsuiteRecordType, id: string, body: Record<string, unknown>): Promise<void> {
    const url = new URL(`${this.config.baseUrl}/services/rest/record/v1/${type}/${encodeURIComponent(id)}`);
    await this.send('PATCH', url, body);
  }

  private async send(
    method: string,
    url: URL,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          authorization: authorizationHeader(method, url, this.credentials),
          'content-type': 'application/json',
          accept: 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new NetsuiteError(`NetSuite could not be reached: ${reason}`, 0);
    }
    if (response.ok) return response;
    throw await errorOf(response);
  }
}

/** NetSuite's error shape to an error whose message is the first detail (else the title). */
async function errorOf(response: Response): Promise<NetsuiteError> {
  const text = await response.text();
  let body: NetsuiteErrorBody = {};
  try {
    body = JSON.parse(text) as NetsuiteErrorBody;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const detail = body['o:errorDetails']?.[0];
  const message = detail?.detail ?? body.title ?? `NetSuite answered ${response.status}.`;
  return new NetsuiteError(message, response.status, detail?.['o:errorCode'] ?? null);
}
