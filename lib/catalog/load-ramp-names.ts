import 'server-only';
import { listResources } from './list-catalog';
import type { Environment } from '@/lib/contracts';
import { readLookup } from '@/lib/mirror';

export interface RampName {
  name: string;
  branchOfficeId: string;
  /** The service's ResourceName, which branch offices are named after (nameBranch). */
  resourceName: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Ramp id (lower case) → its name and branch office, from the ramp list the mirror keeps: the audit and the search read
 * Slotboard's own database and must not wait on the service. Only when no list was ever kept is the service asked.
 */
export async function loadRampNames(environment: Environment): Promise<Map<string, RampName>> {
  const kept = await readLookup<unknown>(environment, 'resources');
  const list = Array.isArray(kept?.body) ? (kept.body as unknown[]) : await listResources().catch(() => []);
  const names = new Map<string, RampName>();
  for (const item of list) {
    const ramp = (item ?? {}) as Record<string, unknown>;
    const id = text(ramp.Id).toLowerCase();
    if (!id) continue;
    const short = text(ramp.ShortName);
    const long = text(ramp.ResourceNameLocalized) || text(ramp.ResourceName);
    // As the schedule names a ramp: "BRN-01 · Ramp 1".
    names.set(id, {
      name: [short, long].filter(Boolean).join(' · ') || id,
      branchOfficeId: text(ramp.BranchOfficeId).toLowerCase(),
      resourceName: text(ramp.ResourceName),
    });
  }
  return names;
}
