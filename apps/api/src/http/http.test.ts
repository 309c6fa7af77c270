import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../test/harness.ts';
import { MAX_GRAPHQL_BODY_BYTES } from '../graphql/yoga.ts';
import { setConfiguration } from '../modules/timesheets/timesheets.fixtures.ts';

describe.each(testDatabases())('HTTP server on $name', (database) => {
  let app: TestApp;
  let web: string;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    web = await mkdtemp(join(tmpdir(), 'tally-web-'));
    await mkdir(join(web, 'assets'));
    await writeFile(join(web, 'index.html'), '<!doctype html><title>Tally</title>');
    await writeFile(join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(web, 'robots.txt'), 'User-agent: *');
    await writeFile(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    app = await startTestApp(opened.db, { WEB_DIST_DIR: web });
    await createUser(opened.db, { email: 'jane@example.com', password: 'password123' });
    close = opened.close;
  });
  afterAll(async () => {
    await app.close();
    await close();
    await rm(web, { recursive: true, force: true });
  });

  it('refuses GraphQL bodies over the limit or without a declared length, before reading them', async () => {
    const headers = { 'content-type': 'application/json', 'x-tally-csrf': '1' };
    const small = await fetch(`${app.baseUrl}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });

    const large = await fetch(`${app.baseUrl}/api/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: `{ __typename } #${'x'.repeat(MAX_GRAPHQL_BODY_BYTES)}` }),
    });
    expect(large.status).toBe(413);
    expect((await large.json()).errors[0].message).toBe('Request body too large.');

    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ query: '{ __typename }' })));
        controller.close();
      },
    });
    const chunked = await fetch(`${app.baseUrl}/api/graphql`, {
      method: 'POST',
      headers,
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });

  it('answers the health check', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('sets the security headers on every answer', async () => {
    const response = await fetch(`${app.baseUrl}/auth/signin`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves hashed assets with a long cache and index.html without', async () => {
    const asset = await fetch(`${app.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const page = await fetch(`${app.baseUrl}/auth/signin`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // Titled by the server for the path: the sign-in page has no section.
    expect(await page.text()).toMatch(/<title>(\S+ )?Time Tracker<\/title>/);
    expect((await fetch(`${app.baseUrl}/robots.txt`)).status).toBe(200);
  });

  it('serves the service worker unscoped and uncached, and the app manifest from configuration (issue 18)', async () => {
    const worker = await fetch(`${app.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');

    await setConfiguration(db, 'company-short-name', 'Acme');
    await setConfiguration(db, 'favicon-url', 'https://cdn.example.com/acme.png');
    const manifest = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      name: 'Acme Time Tracker',
      short_name: 'Acme',
      start_url: '/user/timesheets',
      display: 'standalone',
      icons: [{ src: 'https://cdn.example.com/acme.png', type: 'image/png' }],
    });
    await setConfiguration(db, 'company-short-name', null);
    await setConfiguration(db, 'favicon-url', null);
    // Without a configured favicon, the build's own icons.
    const plain = (await (await fetch(`${app.baseUrl}/manifest.webmanifest`)).json()) as {
      icons: { src: string }[];
    };
    expect(plain.icons.map((icon) => icon.src)).toContain('/icons/icon-192.png');
  });

  it('falls back to index.html for client routes (the web app renders its 404) but not for missing assets', async () => {
    const unknown = await fetch(`${app.baseUrl}/no/such/page`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toMatch(/<title>(\S+ )?Time Tracker<\/title>/);
    expect((await fetch(`${app.baseUrl}/assets/missing.js`)).status).toBe(404);
    const traversal = await fetch(`${app.baseUrl}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await traversal.text()).toMatch(/<title>(\S+ )?Time Tracker<\/title>/);
    expect((await fetch(`${app.baseUrl}/api/nothing`)).status).toBe(404);
  });

  it('redirects shell paths without a valid session to the sign-in, keeping path and query', async () => {
    const browser = new TestBrowser(app.baseUrl);
    for (const path of ['/user', '/user/timesheets/20260301?x=1', '/finance/reports', '/human-resources']) {
      const response = await browser.fetch(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/api/auth/signin?returnTo=${encodeURIComponent(path)}`);
    }
    browser.cookies.set('tally_session', 'forged');
    expect((await browser.fetch('/admin')).status).toBe(302);
    const open = await browser.fetch('/reports/timesheets/123');
    expect(open.status).toBe(200);
  });

  it('serves shell paths once signed in', async () => {
    const browser = new TestBrowser(app.baseUrl);
    expect((await browser.signIn('jane@example.com', 'password123')).status).toBe(200);
    const response = await browser.fetch('/user/profile');
    expect(response.status).toBe(200);
    // The tab is right from the first paint: '{section} | {company} Time Tracker', HTML-escaped.
    await setConfiguration(db, 'company-short-name', 'R&D <Labs>');
    const titled = await (await browser.fetch('/finance/reports')).text();
    expect(titled).toContain('<title>Finance | R&amp;D &lt;Labs&gt; Time Tracker</title>');
    expect(await response.text()).toMatch(/<title>Profile \| (\S+ )?Time Tracker<\/title>/);
    // A project's page names the screen before its name loads (M-007, issue 14).
    const project = await (await browser.fetch('/project-management/projects/42/financials')).text();
    expect(project).toContain('<title>Project Details</title>');
  });

  it('sends GET /api/auth/signin to the web sign-in page with a safe returnTo', async () => {
    const browser = new TestBrowser(app.baseUrl);
    const response = await browser.fetch('/api/auth/signin?returnTo=%2Fuser%2Fprofile%3Fa%3D1');
    expect(response.headers.get('location')).toBe('/auth/signin?returnTo=%2Fuser%2Fprofile%3Fa%3D1');
    const hostile = await browser.fetch('/api/auth/signin?returnTo=https%3A%2F%2Fevil.example');
    expect(hostile.headers.get('location')).toBe('/auth/signin?returnTo=%2Fuser%2Ftimesheets');
    expect((await browser.fetch('/api/auth/signin')).headers.get('location')).toBe('/auth/signin');
  });

  it('answers 404 for single sign-on when no provider is configured; its callback returns to sign-in', async () => {
    expect((await fetch(`${app.baseUrl}/api/auth/oidc`, { redirect: 'manual' })).status).toBe(404);
    // a browser sent to the callback with a bad token sees the sign-in page's message, not JSON.
    const callback = await fetch(`${app.baseUrl}/_oauth?code=forged&state=x`, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/auth/signin?error=sso');
  });
});
