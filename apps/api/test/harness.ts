import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@tally/db';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { notificationsSettled } from '../src/jobs/background-tasks.ts';

/** A clock the test moves by hand (session expiry, throttling windows, token lifetimes). */
export class TestClock {
  constructor(private current = new Date()) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  baseUrl: string;
  clock: TestClock;
  config: AppConfig;
  dataDir: string;
  /** Bodies of the mails written to the outbox, oldest first. */
  mails(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts the whole portal on a free port over the given database, mail going to a temporary outbox. */
export async function startTestApp(db: Db, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-api-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'test-secret', APP_ENV: 'local', ...env });
  const logger = pino({ level: 'silent' });
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom, logger });
  const clock = new TestClock();
  const app = createApp({ config, db, mailer, logger, clock: clock.now });
  const server: Server = createServer(app.handler);
  // fetch (undici) reuses a kept-alive socket for up to 4 s by a coarse timer; PGlite's work in this same
  // process can hold the event loop long enough for node's 5-s keep-alive close to win that race, and the next
  // request then dies with ECONNRESET. A keep-alive longer than any test keeps reuse safe.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clock,
    config,
    dataDir,
    async mails() {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
      return Promise.all(files.map((file) => readFile(join(outboxDir, file), 'utf8')));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Mails drained after an answer (the outbox) still use the database and the outbox folder.
      await notificationsSettled();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** A browser-like client: keeps cookies, never follows redirects, adds the CSRF header to GraphQL calls. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string> | undefined) });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const deleted = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (deleted || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  signIn(email: string, password: string, returnTo?: string): Promise<Response> {
    return this.fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnTo }),
    });
  }

  /** POST /api/auth/signout with the CSRF header, as the web app sends it. */
  signOut(): Promise<Response> {
    return this.fetch('/api/auth/signout', { method: 'POST', headers: { 'x-tally-csrf': '1' } });
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>> {
    const response = await this.fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse<T>, 'status'>) };
  }
}
