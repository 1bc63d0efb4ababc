import 'server-only';
import type { UpstreamClient } from '@/lib/upstream';
import { getUpstreamClient } from './get-upstream-client';

/** The active environment's client, for route handlers that pass one call straight through. */
export async function upstream(): Promise<UpstreamClient> {
  return (await getUpstreamClient()).client;
}
