import 'server-only';
import { keyZonesByBranch } from '@/lib/contracts';
import { resolveActiveConnection } from './resolve-connection';

/**
 * The admin's time zone per branch office id, and nothing else of the connection (it holds secrets).
 * For the schedule and the order cart's pages. An unreadable connection means "use the browser's zone". Keyed by
 * branchKey(): rows saved before keys were lower-cased still match.
 */
export async function loadBranchTimeZones(): Promise<Record<string, string>> {
  try {
    const connection = await resolveActiveConnection();
    return keyZonesByBranch(connection?.branchTimeZones ?? {});
  } catch {
    return {};
  }
}
