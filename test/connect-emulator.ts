import { randomUUID } from 'node:crypto';
import { call } from '@/emulator/testing/call-service';
import { signWebhook as signAsTheService } from '@/emulator/webhooks/sign-webhook';

// What integration tests share to reach the emulator as the dashboard does: its demo API user, a connection
// saved through lib/settings, and webhooks signed the way the service signs them (spec §6.3).

type Settings = Pick<typeof import('@/lib/settings'), 'saveConnection'>;

/** Saves the emulator connection at `baseUrl` with the demo API user, adding a webhook secret when given. */
export function connectEmulator(settings: Settings, baseUrl: string, webhookSecret?: string) {
  const webhookSecrets = webhookSecret ? { add: webhookSecret, removeIds: [] } : { removeIds: [] };
  return settings.saveConnection(
    'emulator',
    { baseUrl, tenant: 'demo', authMethod: 'bearer', username: 'api', password: 'api-password', webhookSecrets },
    null,
  );
}

/**
 * A reset emulator, connected and active, and the server modules that drive it, imported now: after the
 * test's fresh database, so they use it.
 */
export async function startConnected(emulatorUrl: string, webhookSecret: string) {
  await call(emulatorUrl, 'POST', '/_emulator/reset');
  const settings = { ...(await import('@/lib/settings')), ...(await import('@/lib/gateway')) };
  const mirror = await import('@/lib/mirror');
  const live = await import('@/lib/live');
  mirror.forgetMirrorMemo();
  await connectEmulator(settings, emulatorUrl, webhookSecret);
  await settings.setActiveEnvironment('emulator', null);
  return { settings, mirror, live };
}

export type Connected = Awaited<ReturnType<typeof startConnected>>;

/** A webhook body with its timestamp and signature headers, signed with `secret`. */
export function signWebhook(body: unknown, secret: string, opts: { timestamp?: string } = {}) {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = opts.timestamp ?? String(Math.floor(Date.now() / 1000));
  const signature = signAsTheService(secret, timestamp, rawBody);
  return { rawBody, timestamp, signature };
}

/** A webhook payload of the service's shape (spec §6.2) about reservation or order `id`. */
export function webhookPayload(event: string, id: string, eventId: string = randomUUID()) {
  return {
    schemaVersion: '1.0',
    eventId,
    event,
    tenantId: 'b6f1c1de-6d0e-4e43-9a43-3c4c1f7f0a11',
    occurredAt: new Date().toISOString(),
    data: { id, approvalStatus: 1 },
  };
}

/** 00:00 UTC `days` after today. */
export function utcDayStart(days: number): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));
}
