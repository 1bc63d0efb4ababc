// The OData replies every route shares: headers, an entity with its context, and the 405 answers.
import type { Reply, RequestContext } from '../http/router';
import { EmulatorError } from '../lib/emulator-error';
import { ERP_SETS, type ErpSet } from './write-erp-entities';

export const JSON_TYPE = 'application/json;odata.metadata=minimal;odata.streaming=true;charset=utf-8';
export const ODATA_HEADERS = { 'OData-Version': '4.0' };

export function writableSet(set: string, method: string): ErpSet {
  if ((ERP_SETS as readonly string[]).includes(set)) return set as ErpSet;
  const hint =
    set === 'Reservation'
      ? ' (reservations are created and changed through REST v3; only the Patch action writes here)'
      : '';
  throw new EmulatorError(
    405,
    'METHOD_NOT_ALLOWED',
    `${method} is not allowed on ${set}${hint}`,
    [],
    {},
    { Allow: 'GET' },
  );
}

export const methodNotAllowed = (method: string, allow: string) =>
  new EmulatorError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here`, [], {}, { Allow: allow });

export const preferRepresentation = (ctx: RequestContext) =>
  /return=representation/i.test(String(ctx.req.headers.prefer ?? ''));

/** `contextSet` is the set name, with the selected properties in parentheses when $select was given. */
export function entityReply(base: string, contextSet: string, entity: Record<string, unknown>, status: number): Reply {
  return {
    status,
    body: { '@odata.context': `${base}/$metadata#${contextSet}/$entity`, ...entity },
    contentType: JSON_TYPE,
    headers: ODATA_HEADERS,
  };
}
