import 'server-only';
import { getUpstreamClient } from '@/lib/settings';
import type { Resource, Unit, VehicleType } from '@/lib/upstream';

// Ramps, vehicle types and units change rarely (spec §4.2 pattern 4): cached per process for a few minutes
// and per settings version, so switching environment never serves the other environment's lists.
const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

async function cached<T>(name: string, load: () => Promise<T>, version: string): Promise<T> {
  const key = `${version}:${name}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

type Resolved = Awaited<ReturnType<typeof getUpstreamClient>>;

/** Pass the caller's already resolved client to spare a second settings read and decryption. */
export async function getResources(resolved?: Resolved): Promise<Resource[]> {
  const { client, connection } = resolved ?? (await getUpstreamClient());
  return cached('resources', () => client.listResources(), connection.version);
}

export async function getVehicleTypes(): Promise<VehicleType[]> {
  const { client, connection } = await getUpstreamClient();
  return cached('vehicle-types', () => client.listVehicleTypes(), connection.version);
}

/** The units an admin configured for forms; when none, the service's own list where it has one. */
export async function getUnits(): Promise<{ id: string; name: string }[]> {
  const { client, connection } = await getUpstreamClient();
  if (connection.units.length > 0) return connection.units;
  const units = await cached<Unit[]>('units', () => client.listUnits(), connection.version);
  return units.map((u) => ({ id: u.Id, name: u.UnitName }));
}
