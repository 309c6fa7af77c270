import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { ICS_MESSAGES } from '@tally/domain/timesheets/calendar-events';
import { isPrivateAddress } from '../../../../http/private-address.ts';

export class IcsFetchError extends Error {}

export interface IcsFetchOptions {
  /** Allow loopback and private networks (tests, or a portal inside a private network). */
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

function parseIcsUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new IcsFetchError(ICS_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new IcsFetchError(ICS_MESSAGES.invalidUrl);
  if (url.username || url.password) throw new IcsFetchError(ICS_MESSAGES.invalidUrl);
  return url;
}

/** Resolves like dns.lookup, refusing private addresses at connect time (no DNS-rebinding window). */
function guardedLookup(allowPrivateHosts: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const allowed = addresses.filter((entry) => allowPrivateHosts || !isPrivateAddress(entry.address));
      const first = allowed[0];
      if (!first) return callback(new IcsFetchError(ICS_MESSAGES.privateAddress), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
      callback(null, first.address, first.family);
    });
  };
}

function get(url: URL, options: IcsFetchOptions): Promise<http.IncomingMessage> {
  if (!options.allowPrivateHosts && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    if (isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ''))) {
      return Promise.reject(new IcsFetchError(ICS_MESSAGES.privateAddress));
    }
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivateHosts),
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        headers: {
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
          'user-agent': 'Tally calendar import',
        },
      },
      resolve,
    );
    request.on('timeout', () => request.destroy(new IcsFetchError(ICS_MESSAGES.unreachable)));
    request.on('error', (error) =>
      reject(error instanceof IcsFetchError ? error : new IcsFetchError(ICS_MESSAGES.unreachable)),
    );
  });
}

function readBody(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new IcsFetchError(ICS_MESSAGES.tooLarge));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', () => reject(new IcsFetchError(ICS_MESSAGES.unreachable)));
  });
}

/**
 * Fetches an ICS feed server-side (the browser cannot fetch arbitrary feeds cross-origin): http(s) only, no
 * private addresses (unless allowed) whether named or resolved, redirects re-checked, a size cap and a
 * timeout. A refusal is an IcsFetchError whose message the client is shown.
 */
export async function fetchCalendarFeed(address: string, options: IcsFetchOptions): Promise<string> {
  let url = parseIcsUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    const response = await get(url, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location && redirects < MAX_REDIRECTS) {
      response.resume();
      url = parseIcsUrl(new URL(response.headers.location, url).href);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new IcsFetchError(ICS_MESSAGES.unreachable);
    }
    const text = await readBody(response, options.maxBytes ?? DEFAULT_MAX_BYTES);
    if (!text.trimStart().toUpperCase().startsWith('BEGIN:VCALENDAR'))
      throw new IcsFetchError(ICS_MESSAGES.notCalendar);
    return text;
  }
}
