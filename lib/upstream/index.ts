// Public entry of lib/upstream: the reservation service's typed client, its wire schemas and OData helpers.
import 'server-only';

export { createUpstreamClient, type UpstreamClient } from './create-upstream-client';
export type { UpstreamCall, UpstreamClientOptions, UpstreamConfig } from './create-transport';
export { reasonOf, WRONG_CREDENTIALS_MESSAGE, NO_API_ACCESS_MESSAGE, type UpstreamReason } from './map-upstream-error';
export {
  and,
  buildQueryString,
  compare,
  containsText,
  encodeQueryValue,
  odataBoolean,
  odataDateTime,
  odataGuid,
  odataProperty,
  odataString,
  or,
  timeWindow,
  type ODataExpr,
  type ODataQuery,
} from './build-odata-query';
export { REFUSABLE_OPTIONS, type RefusableOption } from './fall-back-query';
export { PAGE_SIZE } from './read-reservations';
export type { WalkPosition } from './collect-by-time';
export * from './schemas';
export { findAddressProblem, type AddressRule } from './find-address-problem';
export { classifyAddress, ipv6Groups, type AddressClass } from './classify-address';
export { AddressRefused, createGuardedDispatcher, resolveHost, type ResolveHost } from './guard-connection';
export { createLimiter, type Limiter } from './create-limiter';
// The $metadata reader on its own, for measuring it (bench/metadata-parse.bench.ts).
export { parseCsdl } from './parse-csdl';
