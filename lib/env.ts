import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { ZConnectionInput, ZEmail, ZPassword } from '@/lib/contracts';

// Every environment variable the dashboard reads, parsed once. Parsing is lazy so `next build`
// (which imports server modules) does not need a production environment.

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
    // The embedded database's shared buffers, inside this process's memory (lib/db/open-database.ts has the default).
    PGLITE_SHARED_BUFFERS: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .string()
          .regex(/^[1-9]\d*(kB|MB|GB)$/, 'must be a size PostgreSQL reads, e.g. 32MB or 128MB')
          .optional(),
      ),
    NEXTAUTH_URL: z.url({ protocol: /^https?$/, error: 'must be the http(s) address the dashboard is served on' }),
    NEXTAUTH_SECRET: z.string().min(32, 'must be at least 32 characters (generate one with `openssl rand -base64 32`)'),
    APP_SECRET: z
      .string()
      .min(
        32,
        'must be at least 32 characters; it encrypts stored credentials (generate one with `openssl rand -base64 32`)',
      ),
    APP_SECRET_PREVIOUS: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z.string().min(32, 'must be at least 32 characters (the APP_SECRET used before the current one)').optional(),
      ),
    ALLOW_INSECURE_UPSTREAM: bool,
    OIDC_ALLOW_PRIVATE_ISSUER: bool,
    ADMIN_EMAIL: ZEmail.optional(),
    ADMIN_PASSWORD: ZPassword.optional(),
    SLOTBOARD_DEMO: bool,
    DEMO_UPSTREAM_URL: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z.url({ protocol: /^https?$/, error: 'must be the emulator address, e.g. http://127.0.0.1:4010' }).optional(),
      ),
    // Demo only: the bundled identity provider (emulator/idp) and its client secret; the demo's company sign-in.
    DEMO_OIDC_ISSUER: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .url({ protocol: /^https?$/, error: 'must be the demo identity provider, e.g. http://127.0.0.1:4020' })
          .optional(),
      ),
    DEMO_OIDC_CLIENT_SECRET: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    // Demo only: the emulator's branch offices and their zones, as JSON {"<branch office id>": "Europe/Prague"}.
    DEMO_BRANCH_TIME_ZONES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return {};
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of branch office id → time zone name' });
          return z.NEVER;
        }
      })
      .pipe(ZConnectionInput.shape.branchTimeZones),
    WEBHOOK_SETTLE_MS: z.coerce.number().int().min(0).max(60_000).default(1_500),
    // How long a claimed batch of webhooks stays an instance's without renewal: what an instance that dies mid-batch
    // leaves behind waits this long for another (the claim is renewed every third of it while the batch is worked on).
    WEBHOOK_CLAIM_MS: z.coerce.number().int().min(2_000).max(600_000).default(30_000),
    // Processed webhooks are kept this long (dead ones until replayed); features/webhooks/server prunes the rest
    // hourly.
    WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // Attempts before a webhook that keeps failing is set aside as dead (Admin → Webhooks replays it).
    WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(30),
    UPSTREAM_FALLBACK_AFTER_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
    // How often each instance looks for sync work, and how long the one running it holds the work without renewing.
    SYNC_TICK_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    SYNC_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
    SYNC_DISABLED: bool,
    // Each incremental window starts this long before the previous run began: the service's clock and ours differ.
    SYNC_OVERLAP_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    // Proxies whose X-Forwarded-For entries are believed (addresses or CIDR ranges, comma-separated); empty =
    // no proxy in front, the socket's own address is the client (lib/auth/client-address.ts).
    TRUSTED_PROXIES: z.string().default(''),
    // Every session ends this many hours after its sign-in, however often it is renewed; a viewer's gate wall display
    // (which renews itself every ten minutes) after WALL_SESSION_MAX_HOURS, counted from the same sign-in
    // (lib/auth/session-lifetime.ts). A session left alone ends after 12 hours whatever these say.
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8_760).default(12),
    WALL_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(8_760).default(168),
    // Password checks (argon2id, 19 MiB each) run at most this many at once per instance; a few more wait, the rest get
    // 429.
    SIGN_IN_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
    // Open live-update streams (/api/live) per user and per instance.
    LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(12),
    LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(1_000),
    // The Chromium that prints the day plan's PDF (GET /api/schedule/print); without one that answers 503.
    CHROMIUM_PATH: z
      .string()
      .optional()
      .transform((v) => v?.trim() || '/usr/bin/chromium'),
  })
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  });

type Env = z.output<typeof EnvSchema> & { dataDir: string };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}\nSee docs/configuration.md.`);
  }
  cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  return cached;
}
