// The OData v4 interface under /odata/v1/{tenant}/: service document, $metadata, entity sets with paging, ERP writes
// and Reservation/Patch.
import {
  odataModel,
  ODATA_NAMESPACE,
  PATCH_PARAMETERS,
  reservationJson,
  reservationType,
  serializeEntity,
} from '../domain/entity-model';
import { queryReservations } from '../domain/query-reservations';
import { parseBody } from '../domain/reservation-schemas';
import { PATCHABLE_FIELDS } from '../domain/write-reservations';
import type { Reply, RequestContext, Router } from '../http/router';
import { badRequest, EmulatorError, notFound } from '../lib/emulator-error';
import {
  buildMetadataXml,
  buildServiceDocument,
  compareRows,
  compileFilter,
  parseCount,
  parseFilter,
  parseOrderBy,
  parseSelect,
  parseSkip,
  parseTop,
  type EntityType,
} from '../odata';
import { guard, type Services } from '../services';
import { buildPatchSchema } from './build-patch-schema';
import {
  entityReply,
  JSON_TYPE,
  methodNotAllowed,
  ODATA_HEADERS,
  preferRepresentation,
  writableSet,
} from './build-odata-reply';
import { defaultShape, erpBShape } from './erp-b-shape';
import { parsePath } from './parse-path';
import { createErpWriter } from './write-erp-entities';

const SUPPORTED_OPTIONS = new Set([
  '$filter',
  '$orderby',
  '$select',
  '$top',
  '$skip',
  '$count',
  '$skiptoken',
  '$format',
]);

export function addODataRoutes(router: Router, s: Services): void {
  const erp = createErpWriter(s);
  const shape = s.config.odataShape === 'erp-b' ? erpBShape(s.state) : defaultShape;
  const typeOf = (set: string): EntityType => shape.typeOf(set) ?? odataModel.entityTypes.find((t) => t.name === set)!;
  const patchSchema = buildPatchSchema(PATCH_PARAMETERS);
  let metadataXml: string | null = null;

  const rowsOf = (set: string): readonly object[] => {
    const st = s.state;
    const map: Record<string, () => Iterable<object>> = {
      ReservationDeleted: () => st.deleted.values(),
      VehicleType: () => st.vehicleTypes.values(),
      Unit: () => st.units.values(),
      BranchOffice: () => st.branchOffices.values(),
      Company: () => st.companies.values(),
      Order: () => st.orders.values(),
      OrderRow: () => st.orderRows.values(),
    };
    return [...map[set]!()].map((row) => shape.view(set, row));
  };

  const findEntity = (set: string, id: string): object | undefined =>
    set === 'Reservation' ? s.state.reservations.get(id) : rowsOf(set).find((r) => (r as { Id: string }).Id === id);
  const shown = (set: string, row: object) => shape.view(set, row);

  const handler = async (ctx: RequestContext): Promise<Reply> => {
    guard(s, ctx.req, ctx.params.tenant, false);
    const base = `http://${ctx.req.headers.host ?? `${s.config.host}:${s.config.port}`}/odata/v1/${s.config.tenant}`;
    const path = parsePath(ctx.params.rest ?? '');
    const method = ctx.req.method ?? 'GET';
    if (path.kind === 'root') {
      if (method !== 'GET') throw methodNotAllowed(method, 'GET');
      return {
        status: 200,
        body: buildServiceDocument(shape.model, `${base}/$metadata`),
        contentType: JSON_TYPE,
        headers: ODATA_HEADERS,
      };
    }
    if (path.kind === 'metadata') {
      if (method !== 'GET') throw methodNotAllowed(method, 'GET');
      metadataXml ??= buildMetadataXml(shape.model);
      return { status: 200, text: metadataXml, contentType: 'application/xml;charset=utf-8', headers: ODATA_HEADERS };
    }
    const entity = typeOf(path.set);
    if (path.kind === 'action') {
      if (method !== 'POST') throw methodNotAllowed(method, 'POST');
      if (path.set !== 'Reservation' || (path.action !== 'Patch' && path.action !== `${ODATA_NAMESPACE}.Patch`))
        throw notFound(`Action ${path.action} on ${path.set}`);
      const body = await ctx.body();
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        const refused = Object.keys(body).filter((k) => !PATCHABLE_FIELDS.has(k));
        if (refused.length > 0) {
          throw new EmulatorError(
            400,
            'PROPERTY_NOT_WRITABLE',
            `Patch writes only Note, ExtCustomFieldVarchar1-15 and ExtCustomFieldBit1-3; refused: ` +
              `${refused.join(', ')}`,
            refused.map((field) => ({ field, message: 'is not writable through Patch' })),
          );
        }
      }
      const fields = parseBody(patchSchema, body);
      const r = s.writer.patch(path.key, fields);
      return entityReply(base, 'Reservation', serializeEntity(r, reservationType), 200);
    }
    if (path.kind === 'entity') {
      if (method === 'GET') {
        const row = findEntity(path.set, path.key);
        if (!row) throw notFound(`${path.set}(${path.key})`);
        const selectText = ctx.url.searchParams.get('$select');
        const select = selectText ? parseSelect(selectText, entity) : undefined;
        return entityReply(
          base,
          select ? `${path.set}(${select.join(',')})` : path.set,
          serializeEntity(row, entity, select),
          200,
        );
      }
      const set = writableSet(path.set, method);
      if (method === 'PATCH') {
        const row = shown(set, erp.update(set, path.key, shape.toStore(set, await ctx.body())));
        return preferRepresentation(ctx)
          ? entityReply(base, set, serializeEntity(row, entity), 200)
          : { status: 204, headers: ODATA_HEADERS };
      }
      if (method === 'DELETE') {
        erp.remove(set, path.key);
        return { status: 204, headers: ODATA_HEADERS };
      }
      throw methodNotAllowed(method, 'GET, PATCH, DELETE');
    }
    if (method === 'POST') {
      const set = writableSet(path.set, method);
      const row = shown(set, erp.create(set, shape.toStore(set, await ctx.body()))) as { Id: string };
      const reply = entityReply(base, set, serializeEntity(row, entity), 201);
      return { ...reply, headers: { ...reply.headers, Location: `${base}/${set}(${row.Id})` } };
    }
    if (method !== 'GET') throw methodNotAllowed(method, 'GET, POST');
    return readCollection(ctx, base, path.set, entity, path.count);
  };

  const readCollection = (
    ctx: RequestContext,
    base: string,
    set: string,
    entity: EntityType,
    countOnly: boolean,
  ): Reply => {
    const q = ctx.url.searchParams;
    const unsupported = [...q.keys()].filter((k) => k.startsWith('$') && !SUPPORTED_OPTIONS.has(k));
    if (unsupported.length > 0)
      throw badRequest(
        `Query options not supported: ${unsupported.join(', ')}`,
        unsupported.map((field) => ({ field, message: 'not supported' })),
      );
    const expr = q.get('$filter') ? parseFilter(q.get('$filter')!, entity) : null;
    shape.refuse(q, expr);
    const order = q.get('$orderby') ? parseOrderBy(q.get('$orderby')!, entity) : [];
    const select = q.get('$select') ? parseSelect(q.get('$select')!, entity) : undefined;
    const skip = q.has('$skip') ? parseSkip(q.get('$skip')!) : 0;
    const top = q.has('$top') ? parseTop(q.get('$top')!) : undefined;
    const withCount = q.has('$count') ? parseCount(q.get('$count')!) : false;
    const offset = q.has('$skiptoken') ? Number(q.get('$skiptoken')) : 0;
    if (!Number.isSafeInteger(offset) || offset < 0)
      throw badRequest('$skiptoken is not one this service issued', [{ field: '$skiptoken', message: 'invalid' }]);

    let rows: readonly object[];
    if (set === 'Reservation') rows = queryReservations(s.state.reservations, expr, order);
    else {
      const predicate = expr ? compileFilter(expr, entity) : null;
      const all = rowsOf(set).filter((r) => !predicate || predicate(r as Record<string, unknown>));
      rows = order.length ? all.sort(compareRows(order, entity) as (a: object, b: object) => number) : all;
    }
    if (countOnly) return { status: 200, text: String(rows.length), headers: ODATA_HEADERS };
    const end = top === undefined ? rows.length : Math.min(rows.length, skip + top);
    const from = skip + offset;
    const pageSize = shape.pageSize(set, s.config.odataPageSize);
    const to = Math.min(end, from + pageSize);
    const body: Record<string, unknown> = {
      '@odata.context': `${base}/$metadata#${set}${select ? `(${select.join(',')})` : ''}`,
    };
    if (withCount) body['@odata.count'] = rows.length;
    body.value = [];
    if (to < end) {
      const next = new URLSearchParams(q);
      next.set('$skiptoken', String(offset + pageSize));
      body['@odata.nextLink'] = `${base}/${set}?${next.toString().replace(/\+/g, '%20')}`;
    }
    const page = rows.slice(from, to);
    if (set === 'Reservation' && !select) {
      // Whole reservations come from the per-record JSON cache; splice them into the envelope's empty value array.
      const envelope = JSON.stringify(body);
      const at = envelope.indexOf('"value":[]') + '"value":['.length;
      return {
        status: 200,
        text: `${envelope.slice(0, at)}${page.map(reservationJson).join(',')}${envelope.slice(at)}`,
        contentType: JSON_TYPE,
        headers: ODATA_HEADERS,
      };
    }
    body.value = page.map((r) => serializeEntity(r, entity, select));
    return { status: 200, body, contentType: JSON_TYPE, headers: ODATA_HEADERS };
  };

  for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) router.add(method, '/odata/v1/:tenant/*rest', handler);
}
