// Public surface of the emulator's OData query library; everything else in this folder is internal.
export type { ActionDef, EdmType, EntityType, ODataModel, PropertyDef } from './odata-model';
export { ODataQueryError, type QueryOption } from './odata-query-error';
export type {
  CallExpr,
  ComparisonOperator,
  CompareExpr,
  ExprType,
  FilterExpr,
  FunctionName,
  InExpr,
  LiteralExpr,
  LogicalExpr,
  NotExpr,
  PropertyExpr,
} from './filter-ast';
export { parseFilter } from './parse-filter';
export { compileFilter } from './compile-filter';
export { parseOrderBy, type OrderKey } from './parse-order-by';
export { compareRows } from './compare-rows';
export { parseSelect } from './parse-select';
export { findRange, type Bound, type Range } from './find-range';
export { buildMetadataXml } from './build-metadata-xml';
export { buildServiceDocument, type ServiceDocument } from './build-service-document';
export { parseCount, parseSkip, parseTop } from './parse-paging';
