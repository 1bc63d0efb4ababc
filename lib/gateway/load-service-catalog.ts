// What the saved connection's service offers an admin to choose from: its branch offices (named by their ramps,
// since the spec gives branch offices no names) and its units, where it has a Unit set.
import 'server-only';
import { AppError } from '@/lib/errors';
import {
  branchKey,
  type Environment,
  type Ramp,
  type ServiceBranchOffice,
  type ServiceCatalog,
  type ServiceUnit,
} from '@/lib/contracts';
import type { ResolvedConnection } from '@/lib/settings';
import type { UpstreamClient } from '@/lib/upstream';
import { describeUpstreamFailure, reasonOf } from './describe-upstream-failure';
import { buildUpstreamClient, getConnectionForTest } from './get-upstream-client';

export async function loadServiceCatalog(environment: Environment): Promise<ServiceCatalog> {
  const { client, connection } = await openSavedService(environment);
  const resources = await askService(connection, 'ramps', () => client.listResources());
  const byBranch = new Map<string, Ramp[]>();
  for (const r of resources) {
    // As the saved time zones are keyed.
    const id = branchKey(r.BranchOfficeId);
    const ramp = {
      Id: r.Id,
      ResourceName: r.ResourceName,
      ShortName: r.ShortName,
      ResourceNameLocalized: r.ResourceNameLocalized,
      BranchOfficeId: r.BranchOfficeId,
    };
    byBranch.set(id, [...(byBranch.get(id) ?? []), ramp]);
  }
  const branchOffices: ServiceBranchOffice[] = [...byBranch].map(([id, ramps]) => ({
    id,
    ramps: ramps.sort((a, b) => a.ShortName.localeCompare(b.ShortName, undefined, { numeric: true })),
  }));
  return { branchOffices, units: await readServiceUnits(client, connection) };
}

/** The saved connection with a fresh client, so what the admin sees is what these settings reach now. */
export async function openSavedService(
  environment: Environment,
): Promise<{ client: UpstreamClient; connection: ResolvedConnection }> {
  const connection = await getConnectionForTest(environment, 'first; Slotboard then lists what the service offers');
  return { client: buildUpstreamClient(connection), connection };
}

/** The service's units, or null when it has no Unit set (it answers 404 there: the spec shows none). */
export async function readServiceUnits(
  client: UpstreamClient,
  connection: ResolvedConnection,
): Promise<ServiceUnit[] | null> {
  try {
    const units = await client.listUnits();
    return units.map((u) => ({ id: u.Id, name: u.UnitName, minutesPerUnit: u.MinutesPerUnit ?? null }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw asAdminError(error, connection, 'units');
  }
}

/**
 * What an admin asked the service for, as the error's details name it (the page says "its ramps (resources)", "its
 * units").
 */
type Asked = 'ramps' | 'units';
const ASKED: Record<Asked, string> = { ramps: 'its ramps (resources)', units: 'its units' };

async function askService<T>(connection: ResolvedConnection, what: Asked, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAdminError(error, connection, what);
  }
}

// The same plain words as "Test connection"; only the reason (and what was asked for) travels on, never what the
// service said in detail.
function asAdminError(error: unknown, connection: ResolvedConnection, what: Asked): unknown {
  if (!(error instanceof AppError)) return error;
  const reason = reasonOf(error);
  const code = error.code === 'upstream_unavailable' || error.code === 'rate_limited' ? error.code : 'upstream_error';
  return new AppError(
    code,
    `Slotboard could not read ${ASKED[what]} from the service. ${describeUpstreamFailure(error, connection.baseUrl)}`,
    { reason, what },
  );
}
