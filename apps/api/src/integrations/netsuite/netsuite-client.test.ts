import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type FakeNetsuite, startFakeNetsuite } from './fake-netsuite.ts';
import { NetsuiteClient, NetsuiteError } from './netsuite-client.ts';
import { authorizationHeader, hmacSignature, parseAuthorizationHeader, percentEncode } from './oauth1.ts';

describe('OAuth 1.0a signing (token-based auth)', () => {
  it('encodes as RFC 3986 and signs with HMAC-SHA256 over consumer & token secrets', () => {
    expect(percentEncode("a b!*'()~")).toBe('a%20b%21%2A%27%28%29~');
    expect(hmacSignature('base', 'c s', 't')).toBe(
      // echo -n base | openssl dgst -sha256 -hmac 'c%20s&t' -binary | base64
      '/ZKuJ6g0NQxwqx0Sjn+a3AgM3x4Nhc966L13OOiImuI=',
    );
  });

  it('puts the realm and every oauth_ parameter in the header, the realm unsigned', () => {
    const url = new URL('https://123-sb1.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql?limit=5');
    const credentials = {
      realm: '123_SB1',
      consumerKey: 'ck',
      consumerSecret: 'cs',
      tokenId: 'ti',
      tokenSecret: 'ts',
    };
    const header = authorizationHeader('POST', url, credentials, { nonce: 'n', timestamp: 1 });
    const params = parseAuthorizationHeader(header);
    expect(params).toMatchObject({
      realm: '123_SB1',
      oauth_consumer_key: 'ck',
      oauth_token: 'ti',
      oauth_signature_method: 'HMAC-SHA256',
      oauth_nonce: 'n',
      oauth_timestamp: '1',
      oauth_version: '1.0',
    });
    const otherRealm = authorizationHeader(
      'POST',
      url,
      { ...credentials, realm: 'X' },
      { nonce: 'n', timestamp: 1 },
    );
    expect(parseAuthorizationHeader(otherRealm)?.oauth_signature).toBe(params?.oauth_signature);
    const otherLimit = new URL(url);
    otherLimit.searchParams.set('limit', '6');
    const signedOther = authorizationHeader('POST', otherLimit, credentials, { nonce: 'n', timestamp: 1 });
    expect(parseAuthorizationHeader(signedOther)?.oauth_signature).not.toBe(params?.oauth_signature);
  });
});

describe('NetSuite client against the fake', () => {
  let fake: FakeNetsuite;
  let client: NetsuiteClient;

  beforeAll(async () => {
    fake = await startFakeNetsuite();
    const config = loadConfig(fake.env).netsuite;
    if (!config) throw new Error('NetSuite config expected');
    client = new NetsuiteClient(config);
    for (let n = 1; n <= 5; n++) fake.seed('job', { companyname: `Project ${n}`, entityid: `P-${n}` });
  });
  afterAll(() => fake.close());

  it('is refused with NetSuite’s 401 when the secrets are wrong', async () => {
    const config = loadConfig({ ...fake.env, NETSUITE_TOKEN_SECRET: 'wrong' }).netsuite;
    if (!config) throw new Error('NetSuite config expected');
    const error = await new NetsuiteClient(config).suiteql('SELECT id FROM job').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetsuiteError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_LOGIN' });
    expect((error as Error).message).toMatch(/^Invalid login attempt/);
  });

  it('refuses a replayed or tampered request, as NetSuite does', async () => {
    const url = new URL(`${fake.baseUrl}/services/rest/query/v1/suiteql?limit=1&offset=0`);
    const credentials = {
      realm: fake.env.NETSUITE_ACCOUNT_ID ?? '',
      consumerKey: fake.env.NETSUITE_CONSUMER_KEY ?? '',
      consumerSecret: fake.env.NETSUITE_CONSUMER_SECRET ?? '',
      tokenId: fake.env.NETSUITE_TOKEN_ID ?? '',
      tokenSecret: fake.env.NETSUITE_TOKEN_SECRET ?? '',
    };
    const header = authorizationHeader('POST', url, credentials, { nonce: 'once' });
    const send = (target: URL, authorization: string) =>
      fetch(target, {
        method: 'POST',
        headers: { authorization, prefer: 'transient', 'content-type': 'application/json' },
        body: JSON.stringify({ q: 'SELECT id FROM job' }),
      });
    expect((await send(url, header)).status).toBe(200);
    expect((await send(url, header)).status).toBe(401);
    const other = new URL(url);
    other.searchParams.set('limit', '2');
    const fresh = authorizationHeader('POST', url, credentials, { nonce: 'twice' });
    const refused = await send(other, fresh);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      status: 401,
      'o:errorDetails': [{ 'o:errorCode': 'INVALID_LOGIN' }],
    });
  });

  it('pages SuiteQL with limit and offset', async () => {
    const first = await client.suiteql('SELECT id, companyname FROM job ORDER BY id', { limit: 2 });
    expect(first).toMatchObject({ count: 2, hasMore: true, offset: 0, totalResults: 5 });
    expect(first.items[0]).toEqual({ id: expect.any(String), companyname: 'Project 1' });
    const last = await client.suiteql('SELECT id, companyname FROM job ORDER BY id', { limit: 2, offset: 4 });
    expect(last).toMatchObject({ count: 1, hasMore: false });
    const one = await client.suiteql("SELECT companyname FROM job WHERE entityid = 'P-3'");
    expect(one.items).toEqual([{ companyname: 'Project 3' }]);
  });

  it('reports an unsupported query with NetSuite’s detail', async () => {
    await expect(client.suiteql('SELECT nope FROM nowhere')).rejects.toThrow(
      /Record 'nowhere' was not found/,
    );
    await expect(client.suiteql('DELETE FROM job')).rejects.toMatchObject({ status: 400 });
  });

  it('creates a record (id from Location) and updates it', async () => {
    const body = { employee: { id: '7' }, trandate: '2026-03-02', hours: 7.5, customer: { id: '1000' } };
    const id = await client.createRecord('timebill', body);
    expect(fake.records('timebill').find((record) => record.id === id)).toMatchObject(body);
    await client.updateRecord('timebill', id, { hours: 8 });
    expect(fake.records('timebill').find((record) => record.id === id)?.hours).toBe(8);
    await expect(client.updateRecord('timebill', '999999', { hours: 1 })).rejects.toThrow(
      /record instance does not exist/,
    );
  });

  it('surfaces the error detail of a refused record', async () => {
    await expect(client.createRecord('timebill', { hours: 1 })).rejects.toThrow(
      'Please enter value(s) for: Employee, Date',
    );
    fake.failWhen('timebill', (body) => body.memo === 'closed', 'The accounting period is closed.');
    await expect(
      client.createRecord('timebill', {
        employee: { id: '1' },
        trandate: '2026-01-01',
        hours: 1,
        memo: 'closed',
      }),
    ).rejects.toThrow('The accounting period is closed.');
  });
});
