// Server entry of orders: what routes, pages and other features' servers call.
import 'server-only';

export {
  getOrder,
  getOrderFeatures,
  listCompanies,
  listOrderRows,
  listOrders,
  summarizeOrderRows,
} from './read-orders';
export {
  announceOrders,
  createCompany,
  createOrder,
  deleteCompany,
  updateCompany,
  createOrderRow,
  deleteOrder,
  deleteOrderRow,
  updateOrder,
  updateOrderRow,
} from './write-orders';
export { createReservationFromOrders } from './create-reservation-from-orders';
