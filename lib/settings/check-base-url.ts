import { isIP } from 'node:net';
import { AppError } from '@/lib/errors';
import { findAddressProblem, resolveHost, type ResolveHost } from '@/lib/upstream';

interface CheckBaseUrlOptions {
  /** ALLOW_INSECURE_UPSTREAM: plain http, and loopback addresses, for a service on this machine (the emulator). */
  allowInsecureLoopback: boolean;
  /** OIDC_ALLOW_PRIVATE_ISSUER, for the identity provider's issuer only: private-network addresses are allowed. */
  allowPrivate?: boolean;
  resolve?: ResolveHost;
}

function refuse(message: string): never {
  throw new AppError('validation_failed', `baseUrl: ${message}`, [{ field: 'baseUrl', message }]);
}

/**
 * The service's base URL must be https to a public address. Private, link-local, metadata, unspecified and
 * reserved addresses are refused so the dashboard cannot be pointed at the inside of its own network; loopback
 * (and plain http to it) only when the operator allows it for a local emulator. The same rule is applied again
 * to every connection (lib/upstream/guard-connection.ts); this check gives the admin the answer while saving.
 * Returns the normalised URL.
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
    addresses = isIP(host) ? [host] : await (options.resolve ?? resolveHost)(host);
  } catch {
    refuse(`the host name ${host} could not be resolved`);
  }
  if (addresses.length === 0) refuse(`the host name ${host} could not be resolved`);
  const problem = findAddressProblem(addresses, {
    allowLoopback: () => options.allowInsecureLoopback,
    allowPrivate: options.allowPrivate,
    protocol: url.protocol as 'http:' | 'https:',
  });
  if (problem) refuse(problem.message);

  return url.toString().replace(/\/+$/, '');
}
