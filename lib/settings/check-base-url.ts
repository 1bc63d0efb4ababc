import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '@/lib/errors';
import { classifyAddress } from './classify-address';

interface CheckBaseUrlOptions {
  /** ALLOW_INSECURE_UPSTREAM: plain http, and loopback addresses, for a service on this machine (the emulator). */
  allowInsecureLoopback: boolean;
  resolve?: (host: string) => Promise<string[]>;
}

const defaultResolve = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

function refuse(message: string): never {
  throw new AppError('validation_failed', `baseUrl: ${message}`, [{ field: 'baseUrl', message }]);
}

/**
 * The service's base URL must be https to a public address. Private, link-local, metadata and unspecified
 * addresses are refused so the dashboard cannot be pointed at the inside of its own network; loopback (and
 * plain http to it) only when the operator allows it for a local emulator. Returns the normalised URL.
 */
export async function checkBaseUrl(raw: string, options: CheckBaseUrlOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    refuse('not a valid address; write it like https://slots.example.com');
  }
  if (url.username || url.password) refuse('must not contain a username or password; use the credential fields');
  if (url.search || url.hash) refuse('must not contain a query or fragment');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse('must start with https://');

  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? defaultResolve)(host);
  } catch {
    refuse(`the host name ${host} could not be resolved`);
  }
  if (addresses.length === 0) refuse(`the host name ${host} could not be resolved`);
  const kinds = new Set(addresses.map(classifyAddress));
  const loopbackOnly = kinds.size === 1 && kinds.has('loopback');

  if (loopbackOnly && !options.allowInsecureLoopback) refuse('points at this machine (loopback); only allowed when ALLOW_INSECURE_UPSTREAM=true');
  for (const kind of kinds) {
    if (kind !== 'public' && kind !== 'loopback') refuse(`resolves to a ${kind} address, which is not allowed for the reservation service`);
    if (kind === 'loopback' && !loopbackOnly) refuse('resolves to a mix of loopback and other addresses');
  }
  if (url.protocol === 'http:' && !(loopbackOnly && options.allowInsecureLoopback)) refuse('must use https:// (plain http only for a loopback emulator with ALLOW_INSECURE_UPSTREAM=true)');

  return url.toString().replace(/\/+$/, '');
}
