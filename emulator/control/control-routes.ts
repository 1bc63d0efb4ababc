// The control API under /_emulator/ (not part of the service): health, reset, bulk generation, changes by other
// systems, deletion, lifecycle, live site, faults, webhooks.
import { z } from 'zod';
import { generateDemoData } from '../demo/generate-demo-data';
import { MAX_ORDERS, replaceOrders } from '../demo/generate-orders';
import {
  ensureRamps,
  generateReservations,
  MAX_GENERATE,
  MAX_RAMPS,
  MAX_WINDOW_DAYS,
} from '../demo/generate-reservations';
import { PATCH_PARAMETERS, reservationType, serializeEntity } from '../domain/entity-model';
import { LIFECYCLE_STEPS, type LifecycleStep } from '../domain/apply-lifecycle-step';
import { parseBody, updateReservationBody, type UpdateReservationBody } from '../domain/reservation-schemas';
import type { RequestContext, Router } from '../http/router';
import { notFound } from '../lib/emulator-error';
import { buildPatchShape } from '../odata-api/build-patch-schema';
import { checkGuid } from '../rest/reservation-routes';
import type { Services } from '../services';
import { faultsPatch } from './fault-switches';
import type { LiveSite } from './live-site';

const resetBody = z.object({ seed: z.number().int().min(0).optional() });
const isoInstant = z.iso.datetime({ offset: true });
const generateBody = z
  .object({
    count: z.number().int().min(1).max(MAX_GENERATE),
    seed: z.number().int().min(0).optional(),
    /** Fill only open days within [from, to), densely, instead of walking outward from today. */
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    /** Make sure the site has at least this many ramps (adds "Bench ramp n" to the first branch office). */
    ramps: z.number().int().min(1).max(MAX_RAMPS).optional(),
    /** Created and Updated of every added reservation: one instant, or spread over [from, to). */
    created: z.object({ from: isoInstant, to: isoInstant.optional() }).strict().optional(),
  })
  .strict()
  .refine((b) => !b.created?.to || Date.parse(b.created.to) > Date.parse(b.created.from), {
    path: ['created', 'to'],
    message: 'must be after created.from',
  })
  .refine((b) => (b.from === undefined) === (b.to === undefined), { path: ['to'], message: 'from and to go together' })
  .refine((b) => b.from === undefined || b.to === undefined || Date.parse(b.to) > Date.parse(b.from), {
    path: ['to'],
    message: 'must be after from',
  })
  .refine(
    (b) =>
      b.from === undefined ||
      b.to === undefined ||
      Date.parse(b.to) - Date.parse(b.from) <= MAX_WINDOW_DAYS * 86_400_000,
    {
      path: ['to'],
      message: `the window may span at most ${MAX_WINDOW_DAYS} days`,
    },
  );
const ordersBody = z
  .object({
    total: z.number().int().min(0).max(MAX_ORDERS),
    inCart: z.number().int().min(0),
    seed: z.number().int().min(0).optional(),
  })
  .strict()
  .refine((b) => b.inCart <= b.total, { path: ['inCart'], message: 'must not exceed total' });
/** What another system may change: the fields of the service's PUT and of its OData Patch action, with their checks. */
const patchShape = buildPatchShape(PATCH_PARAMETERS);
const changeBody = z.strictObject({ ...updateReservationBody.shape, ...patchShape });
const liveSiteBody = z.object({ enabled: z.boolean(), tickMs: z.number().int().min(100).optional() });

/** Control calls may come with no body at all. */
const optionalBody = async (ctx: RequestContext) =>
  ctx.req.headers['content-length'] === '0' || !ctx.req.headers['content-type'] ? {} : ctx.body();

export function addControlRoutes(router: Router, s: Services, live: LiveSite): void {
  // pid lets a test harness tell its own child from another emulator already on the port.
  router.add('GET', '/_emulator/health', () => ({
    status: 200,
    body: {
      status: 'ok',
      pid: process.pid,
      reservations: s.state.reservations.size,
      pendingWebhooks: s.dispatcher.pendingCount,
    },
  }));

  router.add('POST', '/_emulator/reset', async (ctx) => {
    const { seed } = parseBody(resetBody, await optionalBody(ctx));
    // The token secret survives a reset, so tokens other clients hold stay valid.
    s.state.load({ ...generateDemoData(seed ?? s.config.seed, s.now()), jwtSecret: s.state.jwtSecret });
    await s.snapshots.flush();
    return { status: 200, body: { status: 'reset', reservations: s.state.reservations.size } };
  });

  router.add('POST', '/_emulator/generate', async (ctx) => {
    const { count, seed, from, to, ramps, created } = parseBody(generateBody, await ctx.body());
    const base = seed ?? s.state.reservations.size + 1;
    if (ramps !== undefined) ensureRamps(s.state, ramps, base + 7919);
    const window = from !== undefined && to !== undefined ? { from: Date.parse(from), to: Date.parse(to) } : undefined;
    const stamp = created && {
      from: Date.parse(created.from),
      to: created.to === undefined ? undefined : Date.parse(created.to),
    };
    const added = generateReservations(s.state, count, base, s.now(), { window, created: stamp });
    // Written before answering, so a benchmark that starts right after is not measuring a snapshot write.
    await s.snapshots.flush();
    return { status: 200, body: { added, reservations: s.state.reservations.size, ramps: s.state.resources.size } };
  });

  // The order book replaced in bulk (benchmarks of the order cart): exactly `total` orders, `inCart` in the cart.
  router.add('POST', '/_emulator/orders', async (ctx) => {
    const { total, inCart, seed } = parseBody(ordersBody, await ctx.body());
    const result = replaceOrders(s.state, { total, inCart, seed: seed ?? s.config.seed, now: s.now() });
    await s.snapshots.flush();
    return { status: 200, body: result };
  });

  // A change made by another system (ERP, WMS): the service's own rules and events, without a token or fault switches.
  router.add('PATCH', '/_emulator/reservations/:id', async (ctx) => {
    const id = checkGuid(ctx.params.id!);
    const parsed = parseBody(changeBody, await ctx.body());
    const update: UpdateReservationBody = {};
    const fields: Record<string, string | boolean | null> = {};
    for (const [k, v] of Object.entries(parsed)) {
      if (v === undefined) continue;
      if (k in patchShape) fields[k] = v as string | boolean | null;
      else (update as Record<string, unknown>)[k] = v;
    }
    return { status: 200, body: serializeEntity(s.writer.change(id, update, fields), reservationType) };
  });

  router.add('DELETE', '/_emulator/reservations/:id', ({ params }) => {
    s.writer.remove(checkGuid(params.id!));
    return { status: 204 };
  });

  router.add('POST', '/_emulator/reservations/:id/:step', ({ params }) => {
    const step = params.step as LifecycleStep;
    if (!LIFECYCLE_STEPS.includes(step))
      throw notFound(`Lifecycle step ${params.step} (one of ${LIFECYCLE_STEPS.join(', ')})`);
    return { status: 200, body: serializeEntity(s.writer.step(checkGuid(params.id!), step), reservationType) };
  });

  router.add('GET', '/_emulator/faults', () => ({ status: 200, body: s.faults.current }));
  router.add('PUT', '/_emulator/faults', async (ctx) => ({
    status: 200,
    body: s.faults.set(parseBody(faultsPatch, await ctx.body())),
  }));
  router.add('DELETE', '/_emulator/faults', () => ({ status: 200, body: s.faults.reset() }));

  router.add('GET', '/_emulator/live-site', () => ({
    status: 200,
    body: { enabled: live.enabled, tickMs: live.tickMs },
  }));
  router.add('PUT', '/_emulator/live-site', async (ctx) => {
    const { enabled, tickMs } = parseBody(liveSiteBody, await ctx.body());
    live.set(enabled, tickMs);
    return { status: 200, body: { enabled: live.enabled, tickMs: live.tickMs } };
  });
  router.add('POST', '/_emulator/live-site/tick', () => ({ status: 200, body: { steps: live.tick() } }));

  router.add('GET', '/_emulator/webhooks', () => ({
    status: 200,
    body: { url: s.config.webhook.url, pending: s.dispatcher.pendingCount, deliveries: s.dispatcher.log },
  }));
  router.add('POST', '/_emulator/webhooks/test', () => {
    s.emit('webhook.test', { id: s.state.tenantId });
    return { status: 202, body: { status: 'queued' } };
  });
}
