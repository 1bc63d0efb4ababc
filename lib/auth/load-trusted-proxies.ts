import 'server-only';
import type { BlockList } from 'node:net';
import { env } from '@/lib/env';
import { parseTrustedProxies } from './parse-trusted-proxies';

let loaded: { list: BlockList | null } | undefined;

/** TRUSTED_PROXIES, parsed once; throws naming the variable when an entry is not an address or a range. */
export function loadTrustedProxies(): BlockList | null {
  loaded ??= { list: parseTrustedProxies(env().TRUSTED_PROXIES) };
  return loaded.list;
}
