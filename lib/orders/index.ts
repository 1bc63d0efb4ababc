// Public entry of lib/orders: orders, their rows and companies (the service's ERP entities), read through the
// gateway; every write is announced live like a reservation's.
import 'server-only';

export { getOrder, listCompanies, listOrderRows, listOrders, readOrderFeatures, summarizeOrderRows } from './read-orders';
export { announceOrders, createCompany, createOrder, deleteCompany, updateCompany, createOrderRow, deleteOrder, deleteOrderRow, updateOrder, updateOrderRow } from './write-orders';
