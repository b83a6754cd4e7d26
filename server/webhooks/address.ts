import { lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Webhooks go only to public addresses (no request forgery into the server's own network): an address in a
 * loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved or unspecified range is
 * refused, IPv4 written inside IPv6 (`::ffff:10.0.0.1`) included. The check runs where the connection is made (the
 * `lookup` below), on the address actually dialled, so a name that resolves elsewhere between a check and the
 * connection (DNS rebinding) is refused too; and redirects are never followed (server/webhooks/send.ts).
 * `WEBHOOKS_ALLOW_LOOPBACK` (tests, a receiver on the same machine) lets loopback through, nothing else.
 */

export type AddressVerdict = { ok: true } | { ok: false; reason: string };

export function judgeAddress(address: string, allowLoopback: boolean): AddressVerdict {
  if (!ipaddr.isValid(address)) return { ok: false, reason: `${address} is not an IP address` };
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return { ok: true };
  if (range === 'loopback' && allowLoopback) return { ok: true };
  return { ok: false, reason: `${address} is not a public address (${range})` };
}

/** Thrown by the lookup: the receiver's name resolves to an address webhooks may not reach. */
export class AddressRefused extends Error {
  readonly code = 'EADDRREFUSED';
}

/** A `lookup` for http(s).request that answers only addresses `judgeAddress` lets through. */
export function publicOnlyLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      for (const { address } of list) {
        const verdict = judgeAddress(address, allowLoopback);
        if (!verdict.ok) return callback(new AddressRefused(`${hostname}: ${verdict.reason}`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const [first] = list;
      if (!first) return callback(new AddressRefused(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * What an Admin's address is refused for before it is saved: not http(s), https missing where required, or a
 * host written as an address (or `localhost`) that is not public. A name is judged when a delivery resolves it.
 */
export function refuseEndpointUrl(url: string, allowLoopback: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return 'Leave user names and passwords out of the address';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (parsed.protocol !== 'https:' && !(allowLoopback && (loopbackName || isLoopback(host))))
    return 'Use an https address: deliveries carry leads’ personal data';
  if (loopbackName) return allowLoopback ? null : 'The address must be public, not this machine';
  if (isIP(host)) {
    const verdict = judgeAddress(host, allowLoopback);
    if (!verdict.ok) return 'The address must be public: private, loopback and link-local ones are refused';
  }
  return null;
}

const isLoopback = (host: string) => isIP(host) !== 0 && ipaddr.process(host).range() === 'loopback';
