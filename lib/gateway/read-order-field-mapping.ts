// Admin → Service connection's order field mapping: read with a fresh client of the saved settings, so what the
// admin sees is the service's $metadata now, mapped with the choices saved.
import 'server-only';
import type { Environment, OrderFieldMapping, OrderFieldOverrides } from '@/lib/contracts';
import { refreshOrderShape, saveOrderFieldOverrides } from '@/lib/settings';
import { openSavedService } from './load-service-catalog';

export async function readOrderFieldMapping(environment: Environment): Promise<OrderFieldMapping> {
  const { client } = await openSavedService(environment);
  return client.describeOrderShape();
}

export async function saveOrderFieldMapping(
  environment: Environment,
  overrides: OrderFieldOverrides,
  actorId: string | null,
): Promise<OrderFieldMapping> {
  await saveOrderFieldOverrides(environment, overrides, actorId);
  return readOrderFieldMapping(environment);
}

/** Reads $metadata again on every instance and forgets the refusals learnt (a service may have been upgraded). */
export async function refreshOrderFieldMapping(
  environment: Environment,
  actorId: string | null,
): Promise<OrderFieldMapping> {
  await refreshOrderShape(environment, actorId);
  return readOrderFieldMapping(environment);
}
