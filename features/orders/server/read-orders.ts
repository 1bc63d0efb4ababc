import 'server-only';
import type {
  Company,
  Order,
  OrderFeatures,
  OrderPage,
  OrderRow,
  OrderRowSummaries,
  OrdersQuery,
} from '@/lib/contracts';
import { getUpstreamClient } from '@/lib/gateway';
import { companiesOf } from './company-directory';

// Orders, rows and companies live in the service alone (the ERP writes them there); every read asks it, except
// the company list, kept a minute (company-directory.ts).

/** Past this many suppliers matching a search, the narrower search by order number is what helps. */
const MAX_MATCHING_SUPPLIERS = 100;

const matches = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

export async function listOrders(query: OrdersQuery): Promise<OrderPage> {
  const { client, connection } = await getUpstreamClient();
  const companies = query.search || query.supplierId ? await companiesOf(connection.environment, client) : [];
  const matchingSupplierIds = query.search
    ? companies
        .filter((c) => matches(c.CompanyName, query.search!))
        .slice(0, MAX_MATCHING_SUPPLIERS)
        .map((c) => c.Id)
    : undefined;
  // A service that names the supplier on the order is asked by the chosen company's name.
  const supplierName = query.supplierId
    ? companies.find((c) => c.Id.toLowerCase() === query.supplierId!.toLowerCase())?.CompanyName
    : undefined;
  const { items, total, more } = await client.findOrders({
    ...query,
    matchingSupplierIds,
    supplierName,
    skip: query.page * query.pageSize,
    top: query.pageSize,
  });
  return { orders: items, total, more, page: query.page, pageSize: query.pageSize };
}

export async function summarizeOrderRows(orderIds: string[]): Promise<OrderRowSummaries> {
  const summaries = await (await getUpstreamClient()).client.summarizeOrderRows(orderIds);
  return { summaries: Object.fromEntries(summaries) };
}

export async function getOrder(id: string): Promise<Order> {
  return (await getUpstreamClient()).client.getOrder(id);
}

export async function listOrderRows(orderId: string): Promise<OrderRow[]> {
  return (await getUpstreamClient()).client.listOrderRows(orderId);
}

export async function listCompanies(search?: string): Promise<Company[]> {
  const { client, connection } = await getUpstreamClient();
  const companies = await companiesOf(connection.environment, client);
  return search ? companies.filter((c) => matches(c.CompanyName, search)) : companies;
}

export async function getOrderFeatures(): Promise<OrderFeatures> {
  return (await (await getUpstreamClient()).client.describeOrderShape()).features;
}
