import { describe, expect, it, vi } from 'vitest';
import { buildEnvelope, configuredDsn, isLocalhost, parseDsn, reportCrash } from './errorReporter.ts';

describe('errorReporter', () => {
  it('turns a DSN into the envelope endpoint', () => {
    expect(parseDsn('https://abc123@o1.ingest.example.com/42')).toEqual({
      endpoint: 'https://o1.ingest.example.com/api/42/envelope/?sentry_key=abc123&sentry_version=7',
    });
    expect(parseDsn('not a url')).toBeUndefined();
    expect(parseDsn('https://o1.ingest.example.com/42')).toBeUndefined();
  });

  it('builds a three-line envelope carrying the error', () => {
    const lines = buildEnvelope(new TypeError('boom'), 'https://tally.example.com/x', new Date(0)).split(
      '\n',
    );
    expect(lines).toHaveLength(3);
    const event = JSON.parse(lines[2] ?? '{}');
    expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'boom' });
    expect(event.request.url).toBe('https://tally.example.com/x');
  });

  it('reads the DSN from the page meta tag', () => {
    const meta = document.createElement('meta');
    meta.name = 'sentry-dsn';
    meta.content = 'https://k@sentry.example.com/7';
    document.head.append(meta);
    expect(configuredDsn()).toBe('https://k@sentry.example.com/7');
    meta.remove();
    expect(configuredDsn()).toBeUndefined();
  });

  it('recognises localhost', () => {
    expect(isLocalhost('localhost')).toBe(true);
    expect(isLocalhost('127.0.0.1')).toBe(true);
    expect(isLocalhost('tally.example.com')).toBe(false);
  });

  it('posts the envelope off localhost', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    happyDOM.setURL('https://tally.example.com/user/profile');
    try {
      expect(await reportCrash(new Error('boom'), 'https://k@sentry.example.com/7', send)).toBe(true);
    } finally {
      happyDOM.setURL('http://localhost:3000/');
    }
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('https://sentry.example.com/api/7/envelope/?sentry_key=k&sentry_version=7');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toContain('"value":"boom"');
  });

  it('sends nothing without a DSN or on localhost', async () => {
    const send = vi.fn<typeof fetch>();
    expect(await reportCrash(new Error('x'), undefined, send)).toBe(false);
    expect(window.location.hostname).toBe('localhost');
    expect(await reportCrash(new Error('x'), 'https://k@sentry.example.com/1', send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
