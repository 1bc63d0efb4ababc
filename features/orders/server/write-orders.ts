import 'server-only';
import type { Company, CompanyWrite, Environment, Order, OrderRow, OrderRowWrite, OrderWrite } from '@/lib/contracts';
import { getUpstreamClient, type ResolvedClient } from '@/lib/gateway';
import { publishLive, type Author } from '@/lib/live';
import { forgetCompanies } from './company-directory';

// Every order write goes to the service, then tells every open page which order changed (the cart, the
// schedule's order panel), naming the planner and the tab that wrote.

/**
 * Tells open pages these orders changed (a write here, or a reservation made from them); 'converted' lets other
 * carts say who took the orders out, rather than have them vanish unexplained.
 */
export async function announceOrders(
  environment: Environment,
  ids: string[],
  author: Author,
  event?: 'converted',
): Promise<void> {
  const at = new Date().toISOString();
  for (const id of ids)
    await publishLive({
      type: 'order.changed',
      environment,
      id,
      at,
      origin: author.origin,
      actor: author.actor,
      event,
    });
}

async function writeThenAnnounce<T>(
  author: Author,
  write: (client: ResolvedClient['client']) => Promise<T>,
  orderOf: (result: T) => string,
) {
  const { client, connection } = await getUpstreamClient();
  const result = await write(client);
  await announceOrders(connection.environment, [orderOf(result)], author);
  return result;
}

export const createOrder = (input: OrderWrite, author: Author): Promise<Order> =>
  writeThenAnnounce(
    author,
    (client) => client.createOrder(input),
    (order) => order.Id,
  );

export const updateOrder = (id: string, fields: Partial<OrderWrite>, author: Author): Promise<Order> =>
  writeThenAnnounce(
    author,
    (client) => client.updateOrder(id, fields),
    (order) => order.Id,
  );

export const deleteOrder = (id: string, author: Author): Promise<void> =>
  writeThenAnnounce(
    author,
    (client) => client.deleteOrder(id),
    () => id,
  );

export const createOrderRow = (orderId: string, input: OrderRowWrite, author: Author): Promise<OrderRow> =>
  writeThenAnnounce(
    author,
    (client) => client.createOrderRow(orderId, input),
    (row) => row.OrderId,
  );

export const updateOrderRow = (id: string, fields: Partial<OrderRowWrite>, author: Author): Promise<OrderRow> =>
  writeThenAnnounce(
    author,
    (client) => client.updateOrderRow(id, fields),
    (row) => row.OrderId,
  );

/** The row is read first: its order is what open pages hear changed. */
export const deleteOrderRow = (id: string, author: Author): Promise<void> =>
  writeThenAnnounce(
    author,
    async (client) => {
      const { OrderId } = await client.getOrderRow(id);
      await client.deleteOrderRow(id);
      return OrderId;
    },
    (orderId) => orderId,
  ).then(() => undefined);

/** Companies have no live event (the service sends none); this instance's list is refreshed at once. */
async function writeCompany<T>(write: (client: ResolvedClient['client']) => Promise<T>): Promise<T> {
  const { client, connection } = await getUpstreamClient();
  try {
    return await write(client);
  } finally {
    forgetCompanies(connection.environment);
  }
}

export const createCompany = (input: CompanyWrite): Promise<Company> =>
  writeCompany((client) => client.createCompany(input));
export const updateCompany = (id: string, fields: Partial<CompanyWrite>): Promise<Company> =>
  writeCompany((client) => client.updateCompany(id, fields));
export const deleteCompany = (id: string): Promise<void> => writeCompany((client) => client.deleteCompany(id));
