// Public entry of lib/gateway: the one way to the reservation service. It resolves the active connection from
// lib/settings, hands out a ready client (one per settings version, sharing its token) and logs every call.
import 'server-only';

export { getUpstreamClient, type ResolvedClient } from './get-upstream-client';
export { testConnection } from './test-connection';
export { loadServiceCatalog } from './load-service-catalog';
export { checkServiceUnit } from './check-service-unit';
export { flushUpstreamCallLog, listUpstreamCalls } from './upstream-call-log';
export { countUpstreamCalls } from './count-upstream-calls';
export { getUpstreamClientFor } from './get-upstream-client';
export { readOrderFieldMapping, refreshOrderFieldMapping, saveOrderFieldMapping } from './read-order-field-mapping';
