import { describe, expect, it } from 'vitest';
import { findCreatedId } from './upstream-context';
import { updateBody } from './write-reservations';

describe('updateBody', () => {
  it('sends only the fields the caller changed, never the rest of the reservation', () => {
    expect(updateBody({ VehicleNumberPlate: '1AB 2345', TrailerNumberPlate: undefined })).toEqual({
      VehicleNumberPlate: '1AB 2345',
    });
    expect(Object.keys(updateBody({ VehicleNumberPlate: 'X' }))).not.toContain('Start');
  });

  it('keeps null and empty values: they clear the field', () => {
    expect(updateBody({ CarrierId: null, TrailerNumberPlate: '' })).toEqual({
      CarrierId: null,
      TrailerNumberPlate: '',
    });
  });

  it('sends a move as the moved fields alone', () => {
    expect(updateBody({ Start: '2026-03-02T10:00:00Z', ResourceId: '3fa85f64-5717-4562-b3fc-2c963f66afa7' })).toEqual({
      Start: '2026-03-02T10:00:00Z',
      ResourceId: '3fa85f64-5717-4562-b3fc-2c963f66afa7',
    });
  });
});

describe('findCreatedId', () => {
  const id = '3FA85F64-5717-4562-B3FC-2C963F66AFA6';
  it('reads the id from the body, a Location or an OData-EntityId header', () => {
    expect(findCreatedId({ Id: id }, new Headers())).toBe(id.toLowerCase());
    expect(findCreatedId(undefined, new Headers({ location: `/v3/demo/Reservations/${id}` }))).toBe(id.toLowerCase());
    expect(findCreatedId('', new Headers({ 'OData-EntityId': `http://x/odata/v1/demo/Order(${id})` }))).toBe(
      id.toLowerCase(),
    );
    expect(findCreatedId(`"${id}"`, new Headers())).toBe(id.toLowerCase());
    expect(findCreatedId({ ok: true }, new Headers())).toBeNull();
  });

  it('takes only whole GUIDs: 36 dashes or hex runs of the wrong shape are not ids', () => {
    expect(findCreatedId('-'.repeat(36), new Headers())).toBeNull();
    expect(findCreatedId({ Id: '-'.repeat(36) }, new Headers())).toBeNull();
    expect(findCreatedId({ Id: 'abcdef01-2345-6789-abcd-ef0123456789a' }, new Headers())).toBeNull();
    expect(findCreatedId(undefined, new Headers({ location: `/v3/demo/Reservations/${'-'.repeat(36)}` }))).toBeNull();
    expect(
      findCreatedId(
        undefined,
        new Headers({ location: `/odata/v1/demo/Order(${id})/Rows(${id.replace('A6', 'A7')})` }),
      ),
    ).toBe(id.replace('A6', 'A7').toLowerCase());
  });
});
