import 'server-only';
import type { Resource } from '@/lib/upstream';
import { listResources } from './list-catalog';

/**
 * The ramps when they can be had within `ms` (from the cache, or the service or the mirror's copy answering quickly),
 * else undefined: a page that would like them must not wait on a slow service, and its browser asks for them itself
 * (and shows what went wrong). A read still under way at the deadline goes on and fills the cache for that request.
 */
export async function listResourcesWithin(ms: number): Promise<Resource[] | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([listResources().catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
