// Acceptance: an OData v4 client written by others (Apache Olingo's odatajs, npm ts-odatajs) reads $metadata and every
// entity set.
import odatajs from 'ts-odatajs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { getToken } from './testing/call-service';

const base = sharedEmulatorUrl();
const service = `${base}/odata/v1/demo`;
let token: string;

interface CsdlSchema {
  namespace: string;
  entityType: { name: string; property: { name: string; type: string }[] }[];
  entityContainer: { entitySet: { name: string; entityType: string }[] };
  action?: { name: string; isBound: string }[];
}

function read<T>(uri: string, handler?: typeof odatajs.oData.metadataHandler, metadata?: unknown): Promise<T> {
  return new Promise((resolve, reject) =>
    odatajs.oData.read(
      { requestUri: uri, headers: { Authorization: `Bearer ${token}` } },
      (data: T) => resolve(data),
      (err: unknown) => reject(err),
      handler,
      undefined,
      metadata as never,
    ),
  );
}

beforeAll(async () => {
  token = await getToken(base);
});

describe('ts-odatajs against the emulator', () => {
  it('parses $metadata and reads every entity set it declares', async () => {
    const metadata = await read<{ version: string; dataServices: { schema: CsdlSchema[] } }>(
      `${service}/$metadata`,
      odatajs.oData.metadataHandler,
    );
    expect(metadata.version).toBe('4.0');
    const schema = metadata.dataServices.schema[0]!;
    expect(schema.action?.map((a) => a.name)).toEqual(['Patch']);
    const sets = schema.entityContainer.entitySet;
    expect(sets.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'Reservation',
        'VehicleType',
        'ReservationDeleted',
        'Company',
        'Order',
        'OrderRow',
        'Unit',
      ]),
    );
    for (const set of sets) {
      const type = schema.entityType.find((t) => `${schema.namespace}.${t.name}` === set.entityType)!;
      const declared = type.property.map((p) => p.name);
      const page = await read<{ value: Record<string, unknown>[] }>(
        `${service}/${set.name}?$top=50`,
        undefined,
        metadata,
      );
      expect(page.value.length, set.name).toBeGreaterThan(0);
      for (const row of page.value) {
        expect(
          Object.keys(row)
            .filter((k) => !k.includes('@'))
            .sort(),
          set.name,
        ).toEqual(declared.slice().sort());
      }
    }
  });
});
