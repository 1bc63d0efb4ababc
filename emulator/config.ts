// The emulator's own settings, from environment and arguments, parsed once (it never reads the app's lib/env.ts).
import path from 'node:path';
import { z } from 'zod';

const int = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const envSchema = z.object({
  EMULATOR_PORT: int(4010),
  EMULATOR_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  EMULATOR_TENANT: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('demo'),
  EMULATOR_SEED: int(42),
  EMULATOR_TOKEN_TTL_S: z.coerce.number().int().min(1).default(3600),
  EMULATOR_WEBHOOK_URL: z.string().default('http://127.0.0.1:3000/api/webhooks'),
  EMULATOR_WEBHOOK_SECRET: z.string().min(1).default('demo-webhook-secret'),
  EMULATOR_WEBHOOK_TIMEOUT_MS: int(5000),
  EMULATOR_WEBHOOK_RETRY_BASE_MS: int(1000),
  EMULATOR_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  EMULATOR_WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  EMULATOR_ODATA_PAGE_SIZE: z.coerce.number().int().min(1).default(1000),
  EMULATOR_LIVE_SITE: z.enum(['0', '1', 'true', 'false']).default('0'),
  EMULATOR_LIVE_TICK_MS: z.coerce.number().int().min(100).default(5000),
  EMULATOR_ODATA_SHAPE: z.enum(['default', 'erp-b']).default('default'),
});

/** `--odata-shape erp-b` (or `--odata-shape=erp-b`) wins over EMULATOR_ODATA_SHAPE. */
function shapeArgument(argv: string[]): string | undefined {
  const at = argv.findIndex((a) => a === '--odata-shape' || a.startsWith('--odata-shape='));
  if (at < 0) return undefined;
  return argv[at]!.includes('=') ? argv[at]!.slice('--odata-shape='.length) : argv[at + 1];
}

export type EmulatorConfig = ReturnType<typeof parseConfig>;

export function parseConfig(env: Record<string, string | undefined>, argv: string[]) {
  const shape = shapeArgument(argv);
  const parsed = envSchema.safeParse(shape === undefined ? env : { ...env, EMULATOR_ODATA_SHAPE: shape });
  if (!parsed.success) {
    throw new Error(
      `Invalid emulator environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  return {
    port: e.EMULATOR_PORT,
    host: e.EMULATOR_HOST,
    dataDir: path.resolve(e.DATA_DIR),
    tenant: e.EMULATOR_TENANT,
    seed: e.EMULATOR_SEED,
    tokenTtlS: e.EMULATOR_TOKEN_TTL_S,
    webhook: {
      url: e.EMULATOR_WEBHOOK_URL,
      secret: e.EMULATOR_WEBHOOK_SECRET,
      timeoutMs: e.EMULATOR_WEBHOOK_TIMEOUT_MS,
      retryBaseMs: e.EMULATOR_WEBHOOK_RETRY_BASE_MS,
      maxAttempts: e.EMULATOR_WEBHOOK_MAX_ATTEMPTS,
      concurrency: e.EMULATOR_WEBHOOK_CONCURRENCY,
    },
    odataPageSize: e.EMULATOR_ODATA_PAGE_SIZE,
    liveSite: e.EMULATOR_LIVE_SITE === '1' || e.EMULATOR_LIVE_SITE === 'true',
    liveTickMs: e.EMULATOR_LIVE_TICK_MS,
    /** Which OData shape Company, Order and OrderRow take: the default, or a second ERP's (docs/emulator.md). */
    odataShape: e.EMULATOR_ODATA_SHAPE,
    reset: argv.includes('--reset'),
  };
}
