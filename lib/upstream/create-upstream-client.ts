// The typed client of the reservation service: one instance per connection setting, holding its token.
import 'server-only';
import { createLimiter } from './create-limiter';
import { createTransport, type UpstreamClientOptions, type UpstreamConfig } from './create-transport';
import { describeOrderFields, featuresOff } from './map-order-fields';
import { orderCalls } from './manage-orders';
import { createOrderShape } from './read-order-shape';
import { listResources, lookupReads } from './read-lookups';
import { reservationReads } from './read-reservations';
import type { UpstreamContext } from './upstream-context';
import type { OrderFieldMapping } from '@/lib/contracts';
import { reservationWrites } from './write-reservations';

type Call = (ctx: UpstreamContext, ...args: never[]) => unknown;
/** A call with its context bound: what the client offers. */
type Bound<T extends Record<string, Call>> = {
  [K in keyof T]: T[K] extends (ctx: UpstreamContext, ...args: infer A) => infer R ? (...args: A) => R : never;
};

function bind<T extends Record<string, Call>>(ctx: UpstreamContext, calls: T): Bound<T> {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, (...args: never[]) => call(ctx, ...args)]),
  ) as Bound<T>;
}

/** The client's type is what it does: a call added to one of the call lists below is on it, typed, at once. */
export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

export function createUpstreamClient(config: UpstreamConfig, options: UpstreamClientOptions = {}) {
  const transport = createTransport(config, options);
  const tenant = encodeURIComponent(config.tenant);
  const ctx: UpstreamContext = {
    transport,
    rest: `/v3/${tenant}`,
    odata: `/odata/v1/${tenant}`,
    limit: createLimiter(options.maxParallel ?? 4),
    sleep: options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
    orders: createOrderShape(transport, `/odata/v1/${tenant}`, options.orderShape),
  };
  const describeOrderShape = async (refresh: boolean): Promise<OrderFieldMapping> => {
    const map = await (refresh ? ctx.orders.refresh() : ctx.orders.map());
    return {
      fields: describeOrderFields(map),
      features: { off: featuresOff(map) },
      refusedOptions: [...ctx.orders.refused],
    };
  };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return { latencyMs: Math.round(performance.now() - started) };
  };

  return {
    /** "Test connection": a fresh token (bearer), or one authenticated REST call (Basic). */
    requestToken: () => timed(() => (config.authMethod === 'basic' ? listResources(ctx) : transport.refreshToken())),
    ping: () => timed(() => transport.send({ method: 'GET', path: `/v1/${tenant}/Ping` })),
    /** Which property serves each of the order cart's needs, which features are off, which options were refused. */
    describeOrderShape: () => describeOrderShape(false),
    /** Reads $metadata again (the catalog's refresh, Admin → Service connection's "refresh metadata"). */
    refreshOrderShape: () => describeOrderShape(true),
    ...bind(ctx, reservationReads),
    ...bind(ctx, reservationWrites),
    ...bind(ctx, lookupReads),
    ...bind(ctx, orderCalls),
  };
}
