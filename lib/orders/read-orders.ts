import 'server-only';
import type { Company, Order, OrderRow } from '@/lib/contracts';
import { getUpstreamClient } from '@/lib/gateway';

// Orders, rows and companies live in the service alone (the ERP writes them there); every read asks it.

export async function listOrders(query: { search?: string; inCart?: boolean }): Promise<Order[]> {
  return (await getUpstreamClient()).client.listOrders(query);
}

export async function getOrder(id: string): Promise<Order> {
  return (await getUpstreamClient()).client.getOrder(id);
}

export async function listOrderRows(orderId: string): Promise<OrderRow[]> {
  return (await getUpstreamClient()).client.listOrderRows(orderId);
}

export async function listCompanies(search?: string): Promise<Company[]> {
  return (await getUpstreamClient()).client.listCompanies(search);
}
