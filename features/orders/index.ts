// Public entry of orders for pages, routes and other features (browser-safe; the server side is ./server).
// Orders: the order cart, companies, the $metadata field mapping and turning orders into a reservation.
export {
  companyKeys,
  orderFieldKeys,
  useOrderFieldMapping,
  useSaveOrderFieldMapping,
  useCompanies,
  useCreateFromOrders,
  useCreateOrderRow,
  useDeleteCompany,
  useDeleteOrder,
  useDeleteOrderRow,
  useOrderPage,
  useOrderRows,
  useOrderFeatures,
  useOrderRowSummaries,
  useSaveCompany,
  useSaveOrder,
  useUpdateOrderRow,
} from './client/queries';
export { proposeUnits, type UnitProposal } from './logic/propose-units';
export { CompanyList } from './client/company-list';
export { OrderCart } from './client/order-cart';
export { OrderFieldMappingSection } from './client/order-field-mapping';
export { ConvertOrdersForm, type OrderToConvert } from './client/convert-orders-form';
export { type DraggedOrders, ORDER_DRAG_TYPE, OrderPanel } from './client/order-panel';
export { orderFeatureKeys } from './client/queries';
