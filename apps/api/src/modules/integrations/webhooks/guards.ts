import { lookup as lookupCallback } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@tally/domain/integrations/api-access';
import { isPrivateAddress } from '../../../http/private-address.ts';

export class WebhookAddressError extends Error {}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** An http(s) address without credentials, or WebhookAddressError. */
export function parseWebhookUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new WebhookAddressError(WEBHOOK_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookAddressError(WEBHOOK_MESSAGES.invalidUrl);
  if (url.username || url.password) throw new WebhookAddressError(WEBHOOK_MESSAGES.invalidUrl);
  return url;
}

/**
 * Refuses an address that reaches only private or loopback networks (the calendar import's guard,
 * isPrivateAddress), unless WEBHOOKS_ALLOW_PRIVATE_HOSTS. Checked when the endpoint is registered; every
 * delivery checks again when it connects (guardedWebhookLookup), so a name re-pointed later is refused too.
 */
export async function assertPublicWebhookUrl(url: URL, allowPrivateHosts: boolean): Promise<void> {
  if (allowPrivateHosts) return;
  const host = bare(url.hostname);
  if (isIP(host) !== 0) {
    if (isPrivateAddress(host)) throw new WebhookAddressError(WEBHOOK_MESSAGES.privateAddress);
    return;
  }
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new WebhookAddressError(WEBHOOK_MESSAGES.unresolvable);
  }
  if (addresses.every((entry) => isPrivateAddress(entry.address))) {
    throw new WebhookAddressError(WEBHOOK_MESSAGES.privateAddress);
  }
}

/** dns.lookup for the delivery's connection, dropping private addresses (no DNS-rebinding window). */
export function guardedWebhookLookup(allowPrivateHosts: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const allowed = addresses.filter((entry) => allowPrivateHosts || !isPrivateAddress(entry.address));
      const first = allowed[0];
      if (!first) return callback(new WebhookAddressError(WEBHOOK_MESSAGES.privateAddress), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
      callback(null, first.address, first.family);
    });
  };
}

/** Whether a literal IP host is refused before connecting. */
export function isRefusedLiteralHost(url: URL, allowPrivateHosts: boolean): boolean {
  const host = bare(url.hostname);
  return !allowPrivateHosts && isIP(host) !== 0 && isPrivateAddress(host);
}
