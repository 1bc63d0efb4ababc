import type { Environment } from '@/lib/contracts';
import { processState } from '@/lib/process-state';

// The webhook signers' cache, apart from their reader so that saving a connection (manage-connections.ts) can drop
// it without importing the reader, which reads connections.
export interface WebhookSigners {
  /** The active environment first, then the others in ENVIRONMENTS order. */
  order: Environment[];
  /** Each configured environment's decrypted secrets, or why they cannot be decrypted (APP_SECRET changed). */
  secrets: Map<Environment, string[] | Error>;
}

interface Cache {
  value?: WebhookSigners;
  version?: string;
  checkedAt: number;
  loading?: Promise<WebhookSigners>;
  /** The database the cache was read from: tests and restarts open another one. */
  database?: unknown;
}

export const signersCache = processState<Cache>('settings.webhookSigners', () => ({ checkedAt: 0 }));

/** Drops what is cached: the next delivery reads the settings again. Call after any change to them. */
export function forgetWebhookSigners(): void {
  signersCache.value = undefined;
  signersCache.version = undefined;
  signersCache.checkedAt = 0;
  signersCache.loading = undefined;
}
