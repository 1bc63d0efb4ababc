// REST v3 (endpoints 3-8): reservation writes, the capped list with its documented quirks, detail and resources.
import { reservationJson, reservationType, serializeEntity } from '../domain/entity-model';
import { isTimeBounded, queryReservations } from '../domain/query-reservations';
import {
  createFromOrdersBody,
  createReservationBody,
  parseBody,
  updateReservationBody,
} from '../domain/reservation-schemas';
import type { Reservation } from '../domain/types';
import type { Router } from '../http/router';
import { badRequest, notFound } from '../lib/emulator-error';
import { GUID_RE } from '../lib/iso';
import { parseFilter, parseOrderBy, parseTop } from '../odata';
import { guard, type Services } from '../services';

/** Spec §8: one call returns at most 1000 records, with or without $top. */
export const LIST_LIMIT = 1000;

const wire = (r: Reservation) => serializeEntity(r, reservationType);

export function checkGuid(id: string, field = 'id'): string {
  if (!GUID_RE.test(id)) throw badRequest(`${field} must be a GUID`, [{ field, message: 'must be a GUID' }]);
  return id.toLowerCase();
}

export function addReservationRoutes(router: Router, s: Services): void {
  const location = (r: Reservation) => `/v3/${s.config.tenant}/Reservations/${r.Id}`;

  router.add('POST', '/v3/:tenant/Reservations', async ({ req, params, body }) => {
    guard(s, req, params.tenant, true);
    const r = s.writer.create(parseBody(createReservationBody, await body()));
    return { status: 201, body: wire(r), headers: { Location: location(r) } };
  });

  router.add('POST', '/v3/:tenant/Reservations/CreateFromOrders', async ({ req, params, body }) => {
    guard(s, req, params.tenant, true);
    const r = s.writer.createFromOrders(parseBody(createFromOrdersBody, await body()));
    return { status: 201, body: wire(r), headers: { Location: location(r) } };
  });

  router.add('PUT', '/v3/:tenant/Reservations/:id', async ({ req, params, body }) => {
    guard(s, req, params.tenant, true);
    const id = checkGuid(params.id!);
    const parsed = parseBody(updateReservationBody, await body());
    return { status: 200, body: wire(s.writer.update(id, parsed)) };
  });

  router.add('GET', '/v3/:tenant/Reservations/:id', ({ req, params }) => {
    guard(s, req, params.tenant, true);
    const r = s.state.reservations.get(checkGuid(params.id!));
    if (!r) throw notFound(`Reservation ${params.id}`);
    return { status: 200, body: wire(r) };
  });

  router.add('GET', '/v3/:tenant/Reservations', ({ req, params, url }) => {
    guard(s, req, params.tenant, true);
    const q = url.searchParams;
    const filterText = q.get('$filter');
    if (!filterText)
      throw badRequest('A time range in $filter is required (e.g. StartUtc ge … and StartUtc lt …)', [
        { field: '$filter', message: 'required' },
      ]);
    const expr = parseFilter(filterText, reservationType);
    if (!isTimeBounded(expr)) {
      throw badRequest(
        '$filter must restrict StartUtc, EndUtc, Created or Updated to a closed time range (a lower and an upper ' +
          'bound) in every or-branch',
        [{ field: '$filter', message: 'no closed time range' }],
      );
    }
    const order = q.get('$orderby') ? parseOrderBy(q.get('$orderby')!, reservationType) : [];
    const top = Math.min(q.has('$top') ? parseTop(q.get('$top')!) : LIST_LIMIT, LIST_LIMIT);
    const rows = queryReservations(s.state.reservations, expr, order, top);
    // $skip and $select are "not processed correctly" by the real endpoint (spec §4.1): the emulator ignores them and
    // says so.
    const ignored = ['$skip', '$select'].filter((o) => q.has(o));
    const page = rows.length > top ? rows.slice(0, top) : rows;
    return {
      status: 200,
      text: `[${page.map(reservationJson).join(',')}]`,
      contentType: 'application/json; charset=utf-8',
      headers: ignored.length ? { 'X-Emulator-Ignored-Options': ignored.join(',') } : undefined,
    };
  });

  router.add('GET', '/v3/:tenant/Resources', ({ req, params }) => {
    guard(s, req, params.tenant, true);
    return {
      status: 200,
      body: [...s.state.resources.values()].map((r) => ({
        Id: r.Id,
        ResourceName: r.ResourceName,
        ShortName: r.ShortName,
        ResourceNameLocalized: r.ResourceNameLocalized,
        BranchOfficeId: r.BranchOfficeId,
      })),
    };
  });
}
