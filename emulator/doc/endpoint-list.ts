// Every endpoint the emulator serves, for the human-readable /_doc page.
export interface EndpointDoc {
  method: string;
  path: string;
  auth: string;
  summary: string;
}

export const SERVICE_ENDPOINTS: EndpointDoc[] = [
  {
    method: 'POST',
    path: '/v1/{tenant}/Token',
    auth: 'none',
    summary:
      'Body {username, password} → 200 {token} (HS256 JWT, lifetime EMULATOR_TOKEN_TTL_S). 401 wrong ' +
      'credentials, 403 no API access.',
  },
  {
    method: 'GET',
    path: '/v1/{tenant}/Ping',
    auth: 'Bearer',
    summary: '200 {status:"ok", tenant, user, serverTimeUtc}.',
  },
  {
    method: 'POST',
    path: '/v3/{tenant}/Reservations',
    auth: 'Bearer or Basic',
    summary: 'Create a reservation → 201 with the reservation and a Location header.',
  },
  {
    method: 'PUT',
    path: '/v3/{tenant}/Reservations/{id}',
    auth: 'Bearer or Basic',
    summary: 'Change any subset of the create fields → 200 with the reservation.',
  },
  {
    method: 'POST',
    path: '/v3/{tenant}/Reservations/CreateFromOrders',
    auth: 'Bearer or Basic',
    summary: 'Turn cart orders into a reservation → 201 with the reservation; orders get ExistsInReservation = true.',
  },
  {
    method: 'GET',
    path: '/v3/{tenant}/Reservations',
    auth: 'Bearer or Basic',
    summary:
      '$filter (closed time range required), $orderby, $top (≤ 1000, also without $top); $skip and $select ignored.',
  },
  {
    method: 'GET',
    path: '/v3/{tenant}/Reservations/{id}',
    auth: 'Bearer or Basic',
    summary: 'One reservation, same shape as a list item; 404 when unknown or deleted.',
  },
  {
    method: 'GET',
    path: '/v3/{tenant}/Resources',
    auth: 'Bearer or Basic',
    summary: 'Ramps: Id, ResourceName, ShortName, ResourceNameLocalized, BranchOfficeId.',
  },
  { method: 'GET', path: '/odata/v1/{tenant}/', auth: 'Bearer', summary: 'OData service document.' },
  {
    method: 'GET',
    path: '/odata/v1/{tenant}/$metadata',
    auth: 'Bearer',
    summary: 'CSDL XML of every entity set and the Patch action.',
  },
  {
    method: 'GET',
    path: '/odata/v1/{tenant}/{Set}',
    auth: 'Bearer',
    summary:
      'Reservation, ReservationDeleted, VehicleType, Unit, BranchOffice, Company, Order, OrderRow with $filter, ' +
      '$select, $orderby, $top, $skip, $count; pages of EMULATOR_ODATA_PAGE_SIZE with @odata.nextLink.',
  },
  {
    method: 'GET',
    path: '/odata/v1/{tenant}/{Set}/$count',
    auth: 'Bearer',
    summary: 'Number of matching entities, as text.',
  },
  { method: 'GET', path: '/odata/v1/{tenant}/{Set}({id})', auth: 'Bearer', summary: 'One entity.' },
  {
    method: 'POST',
    path: '/odata/v1/{tenant}/Reservation({id})/Patch',
    auth: 'Bearer',
    summary:
      'Bound action (also as …/Slotboard.Emulator.Patch): Note, ExtCustomFieldVarchar1-15, ExtCustomFieldBit1-3 ' +
      'only → 200 with the reservation.',
  },
  {
    method: 'POST',
    path: '/odata/v1/{tenant}/Company|Order|OrderRow',
    auth: 'Bearer',
    summary: 'Create → 201 with the entity and Location.',
  },
  {
    method: 'PATCH',
    path: '/odata/v1/{tenant}/Company|Order|OrderRow({id})',
    auth: 'Bearer',
    summary: 'Change → 204 (200 with the entity when Prefer: return=representation).',
  },
  {
    method: 'DELETE',
    path: '/odata/v1/{tenant}/Company|Order|OrderRow({id})',
    auth: 'Bearer',
    summary: 'Delete → 204; 409 for an order in a reservation or a company still referenced.',
  },
];

export const CONTROL_ENDPOINTS: EndpointDoc[] = [
  {
    method: 'GET',
    path: '/_emulator/health',
    auth: 'none',
    summary: 'Ready check: 200 {status, pid, reservations, pendingWebhooks}.',
  },
  {
    method: 'POST',
    path: '/_emulator/reset',
    auth: 'none',
    summary: 'Regenerate the demo data (optional body {seed}).',
  },
  {
    method: 'POST',
    path: '/_emulator/generate',
    auth: 'none',
    summary:
      'Body {count ≤ 200000, seed?, from?, to?, ramps?}: add reservations in free slots, optionally packed into ' +
      '[from, to) and with extra bench ramps (no webhooks).',
  },
  {
    method: 'POST',
    path: '/_emulator/orders',
    auth: 'none',
    summary:
      'Body {total ≤ 100000, inCart ≤ total, seed?}: replace every order and row with a generated order book (no ' +
      'webhooks).',
  },
  {
    method: 'PATCH',
    path: '/_emulator/reservations/{id}',
    auth: 'none',
    summary:
      'Change a reservation as another system (ERP, WMS) would: any PUT field (Start, ResourceId, UnitId, ' +
      'NumberOfUnits, carrier and plates) and Patch field (Note, custom fields); same rules and webhooks as ' +
      'through the service, no fault switches; answers the REST detail.',
  },
  {
    method: 'DELETE',
    path: '/_emulator/reservations/{id}',
    auth: 'none',
    summary: 'Delete a reservation: moves it to ReservationDeleted, frees its orders, sends reservation.deleted.',
  },
  {
    method: 'POST',
    path: '/_emulator/reservations/{id}/{step}',
    auth: 'none',
    summary:
      'Lifecycle step: approve, reject, pending, arrive, start-processing, complete-processing, deliver, depart, ' +
      'not-arrived.',
  },
  {
    method: 'GET|PUT|DELETE',
    path: '/_emulator/faults',
    auth: 'none',
    summary: 'Read, change (partial body) or clear the fault switches.',
  },
  {
    method: 'GET|PUT',
    path: '/_emulator/live-site',
    auth: 'none',
    summary: 'Body {enabled, tickMs?}: trucks arrive and leave on the clock.',
  },
  { method: 'POST', path: '/_emulator/live-site/tick', auth: 'none', summary: 'Run one live-site pass now.' },
  {
    method: 'GET',
    path: '/_emulator/webhooks',
    auth: 'none',
    summary: 'Subscription URL, queue length and the last 500 delivery attempts.',
  },
  { method: 'POST', path: '/_emulator/webhooks/test', auth: 'none', summary: 'Send a webhook.test event.' },
];
