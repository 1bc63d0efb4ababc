import 'server-only';
import type { Company, Environment } from '@/lib/contracts';
import type { ResolvedClient } from '@/lib/gateway';

// Companies change rarely, and the cart needs them on every page (suppliers' names, search by supplier), so
// each instance keeps the list for a minute per environment; a company written here is seen at once.

const KEEP_MS = 60_000;
const kept = new Map<Environment, { at: number; companies: Promise<Company[]> }>();

export function companiesOf(environment: Environment, client: ResolvedClient['client']): Promise<Company[]> {
  const hit = kept.get(environment);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.companies;
  const companies = client.listCompanies();
  kept.set(environment, { at: Date.now(), companies });
  // A failed read is not kept: the next caller asks again.
  companies.catch(() => kept.get(environment)?.companies === companies && kept.delete(environment));
  return companies;
}

export function forgetCompanies(environment: Environment): void {
  kept.delete(environment);
}
