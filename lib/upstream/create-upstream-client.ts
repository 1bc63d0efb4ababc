// The typed client of the reservation service: one instance per connection setting, holding its token.
import 'server-only';
import { createLimiter } from './create-limiter';
import { createTransport, type UpstreamClientOptions, type UpstreamConfig } from './create-transport';
import * as orders from './manage-orders';
import * as lookups from './read-lookups';
import * as reads from './read-reservations';
import type { Company, CreateFromOrders, DeletedReservation, Order, OrderRow, OrderRowWrite, OrderWrite, Reservation, ReservationPatch, ReservationUpdate, ReservationWrite, Resource, Unit, VehicleType } from './schemas';
import type { UpstreamContext } from './upstream-context';
import * as writes from './write-reservations';

export interface UpstreamClient {
  /** "Test connection": a fresh token (bearer), or one authenticated REST call (Basic). */
  requestToken(): Promise<{ latencyMs: number }>;
  ping(): Promise<{ latencyMs: number }>;
  /** Every reservation starting in [from, to), each once, ordered by start. */
  listReservationsInRange(range: { from: Date; to: Date; resourceId?: string }): Promise<Reservation[]>;
  /** Every reservation created or updated in [from, to), each once. */
  listChangedReservations(range: { from: Date; to: Date }): Promise<Reservation[]>;
  getReservation(id: string): Promise<Reservation>;
  createReservation(input: ReservationWrite): Promise<Reservation>;
  updateReservation(id: string, input: ReservationUpdate): Promise<Reservation>;
  patchReservation(id: string, fields: ReservationPatch): Promise<Reservation>;
  createReservationFromOrders(input: CreateFromOrders): Promise<Reservation>;
  listResources(): Promise<Resource[]>;
  listVehicleTypes(): Promise<VehicleType[]>;
  listUnits(): Promise<Unit[]>;
  listDeletedReservations(): Promise<DeletedReservation[]>;
  listOrders(query?: { search?: string; inCart?: boolean }): Promise<Order[]>;
  getOrder(id: string): Promise<Order>;
  createOrder(input: OrderWrite): Promise<Order>;
  updateOrder(id: string, fields: Partial<OrderWrite>): Promise<Order>;
  deleteOrder(id: string): Promise<void>;
  listOrderRows(orderId: string): Promise<OrderRow[]>;
  createOrderRow(orderId: string, input: OrderRowWrite): Promise<OrderRow>;
  updateOrderRow(id: string, fields: Partial<OrderRowWrite>): Promise<OrderRow>;
  deleteOrderRow(id: string): Promise<void>;
  listCompanies(search?: string): Promise<Company[]>;
}

export function createUpstreamClient(config: UpstreamConfig, options: UpstreamClientOptions = {}): UpstreamClient {
  const transport = createTransport(config, options);
  const tenant = encodeURIComponent(config.tenant);
  const ctx: UpstreamContext = {
    transport,
    rest: `/v3/${tenant}`,
    odata: `/odata/v1/${tenant}`,
    limit: createLimiter(options.maxParallel ?? 4),
    sleep: options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
  };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return { latencyMs: Math.round(performance.now() - started) };
  };

  return {
    requestToken: () => timed(() => (config.authMethod === 'basic' ? lookups.listResources(ctx) : transport.refreshToken())),
    ping: () => timed(() => transport.send({ method: 'GET', path: `/v1/${tenant}/Ping` })),
    listReservationsInRange: (range) => reads.listReservationsInRange(ctx, range),
    listChangedReservations: (range) => reads.listChangedReservations(ctx, range),
    getReservation: (id) => reads.getReservation(ctx, id),
    createReservation: (input) => writes.createReservation(ctx, input),
    updateReservation: (id, input) => writes.updateReservation(ctx, id, input),
    patchReservation: (id, fields) => writes.patchReservation(ctx, id, fields),
    createReservationFromOrders: (input) => writes.createReservationFromOrders(ctx, input),
    listResources: () => lookups.listResources(ctx),
    listVehicleTypes: () => lookups.listVehicleTypes(ctx),
    listUnits: () => lookups.listUnits(ctx),
    listDeletedReservations: () => lookups.listDeletedReservations(ctx),
    listOrders: (query) => orders.listOrders(ctx, query),
    getOrder: (id) => orders.getOrder(ctx, id),
    createOrder: (input) => orders.createOrder(ctx, input),
    updateOrder: (id, fields) => orders.updateOrder(ctx, id, fields),
    deleteOrder: (id) => orders.deleteOrder(ctx, id),
    listOrderRows: (orderId) => orders.listOrderRows(ctx, orderId),
    createOrderRow: (orderId, input) => orders.createOrderRow(ctx, orderId, input),
    updateOrderRow: (id, fields) => orders.updateOrderRow(ctx, id, fields),
    deleteOrderRow: (id) => orders.deleteOrderRow(ctx, id),
    listCompanies: (search) => orders.listCompanies(ctx, search),
  };
}
