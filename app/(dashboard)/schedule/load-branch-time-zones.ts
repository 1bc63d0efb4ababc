import 'server-only';
import { resolveActiveConnection } from '@/lib/settings';

/**
 * The admin's time zone per branch office id, and nothing else of the connection (it holds secrets).
 * Stands in until a page-level settings API exists; an unreadable connection means "use the browser's zone".
 */
export async function loadBranchTimeZones(): Promise<Record<string, string>> {
  try {
    const connection = await resolveActiveConnection();
    return { ...(connection?.branchTimeZones ?? {}) };
  } catch {
    return {};
  }
}
