import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { canFallBack, readLookup, saveLookup } from '@/lib/mirror';
import { getUpstreamClient, type ResolvedClient } from '@/lib/gateway';
import type { Resource, Unit, VehicleType } from '@/lib/upstream';

// Ramps, vehicle types and units change rarely (spec §4.2 pattern 4): cached per process for a few minutes
// and per settings version, so switching environment never serves the other environment's lists. The last
// good copy is also kept in the database, so the grid still draws its ramps while the service is down.
const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

type Resolved = ResolvedClient;

async function cached<T>(
  name: string,
  load: () => Promise<T>,
  { connection }: Pick<Resolved, 'connection'>,
): Promise<T> {
  const key = `${connection.version}:${name}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load().then(
    (fresh) => {
      saveLookup(connection.environment, name, fresh).catch((error: unknown) =>
        console.error(`[mirror] could not keep ${name}: ${describeErrorForLog(error, { stack: false })}`),
      );
      return fresh;
    },
    async (error: unknown) => {
      cache.delete(key);
      const kept = canFallBack(error) ? await readLookup<T>(connection.environment, name).catch(() => null) : null;
      if (!kept) throw error;
      return kept.body;
    },
  );
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Pass the caller's already resolved client to spare a second settings read and decryption. */
export async function listResources(resolved?: Resolved): Promise<Resource[]> {
  const r = resolved ?? (await getUpstreamClient());
  return cached('resources', () => r.client.listResources(), r);
}

export async function listVehicleTypes(): Promise<VehicleType[]> {
  const r = await getUpstreamClient();
  return cached('vehicle-types', () => r.client.listVehicleTypes(), r);
}

/** The units an admin configured for forms; when none, the service's own list where it has one. */
export async function listUnits(): Promise<{ id: string; name: string }[]> {
  const r = await getUpstreamClient();
  if (r.connection.units.length > 0) return r.connection.units;
  const units = await cached<Unit[]>('units', () => r.client.listUnits(), r);
  return units.map((u) => ({ id: u.Id, name: u.UnitName }));
}
