// The connection's order shape: its $metadata read once and mapped (map-order-fields.ts), and the query options the
// service refused so far. Held by the client, which lives as long as its connection settings; refresh() reads
// the metadata again (the catalog's refresh, an admin's new mapping).
import 'server-only';
import { AppError } from '@/lib/errors';
import { FIELD_NEEDS, mapOrderFields, type OrderFieldMap } from './map-order-fields';
import { reasonOf } from './map-upstream-error';
import { parseCsdl, type CsdlDocument } from './parse-csdl';
import type { Transport } from './create-transport';
import type { RefusableOption } from './fall-back-query';
import type { OrderShapeOptions } from './order-shape-options';

export interface OrderShape {
  map(): Promise<OrderFieldMap>;
  refresh(): Promise<OrderFieldMap>;
  /** Mutable: fall-back-query adds what the service refuses. */
  refused: Set<RefusableOption>;
  learnt(options: RefusableOption[]): void;
}

/**
 * What a service without a readable $metadata is taken to have: the contract's field names, as the emulator's
 * default shape has them (a supplier by Company key, the delivery date as Edm.Date).
 */
export const ASSUMED_CSDL: CsdlDocument = (() => {
  const doc: CsdlDocument = { entityTypes: {}, entitySets: {} };
  for (const [key, need] of Object.entries(FIELD_NEEDS)) {
    if (key === 'Order.SupplierName') continue;
    const [entity, field] = key.split('.') as [string, string];
    doc.entityTypes[entity] ??= {
      name: entity,
      key: ['Id'],
      properties: [{ name: 'Id', type: 'Edm.Guid', nullable: false }],
      navigation: [],
    };
    doc.entityTypes[entity].properties.push({ name: field, type: need.types[0]!, nullable: true });
  }
  return doc;
})();

export function createOrderShape(transport: Transport, odataPath: string, options: OrderShapeOptions = {}): OrderShape {
  let held: Promise<OrderFieldMap> | null = null;
  const refused = new Set(options.refused ?? []);
  const read = async (): Promise<OrderFieldMap> => {
    let doc: CsdlDocument;
    try {
      const res = await transport.send({
        method: 'GET',
        path: `${odataPath}/$metadata`,
        headers: { accept: 'application/xml' },
      });
      doc = parseCsdl(typeof res.body === 'string' ? res.body : '');
    } catch (error) {
      // No metadata at that address, or none that reads: the assumed shape. Anything else (down, refused) is asked
      // again.
      if (error instanceof AppError && reasonOf(error) !== 'not_found') throw error;
      doc = ASSUMED_CSDL;
    }
    return mapOrderFields(doc, options.overrides);
  };
  const load = () => {
    const mine = read();
    held = mine;
    mine.catch(() => {
      if (held === mine) held = null;
    });
    return mine;
  };
  return {
    map: () => held ?? load(),
    refresh: load,
    refused,
    learnt: (learnt) => options.onRefusal?.(learnt),
  };
}
