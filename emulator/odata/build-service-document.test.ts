import { describe, expect, it } from 'vitest';
import { buildServiceDocument } from './build-service-document';
import type { ODataModel } from './odata-model';

describe('buildServiceDocument', () => {
  it('lists every entity set relative to the service root', () => {
    const model: ODataModel = {
      namespace: 'Slots',
      containerName: 'Container',
      entityTypes: [],
      entitySets: [
        { name: 'VehicleType', entityType: 'VehicleType' },
        { name: 'ReservationDeleted', entityType: 'ReservationDeleted' },
      ],
    };
    expect(buildServiceDocument(model, 'http://h/odata/v1/acme/$metadata')).toEqual({
      '@odata.context': 'http://h/odata/v1/acme/$metadata',
      value: [
        { name: 'VehicleType', kind: 'EntitySet', url: 'VehicleType' },
        { name: 'ReservationDeleted', kind: 'EntitySet', url: 'ReservationDeleted' },
      ],
    });
  });
});
