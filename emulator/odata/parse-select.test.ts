import { describe, expect, it } from 'vitest';
import { parseSelect } from './parse-select';
import { reservation } from './test-fixtures';

describe('parseSelect', () => {
  it('returns the named properties once each, in request order', () => {
    expect(parseSelect('Id, ReservationNumber,Id', reservation)).toEqual(['Id', 'ReservationNumber']);
  });

  it('expands * to every property', () => {
    expect(parseSelect('*', reservation)).toEqual(Object.keys(reservation.properties));
  });

  it('refuses unknown or malformed names', () => {
    expect(() => parseSelect('Id,Foo', reservation)).toThrow("$select: unknown property 'Foo' at position 3");
    expect(() => parseSelect('id', reservation)).toThrow("did you mean 'Id'?");
    expect(() => parseSelect('', reservation)).toThrow('$select: expected a property name or * at position 0');
    expect(() => parseSelect('Id ReservationNumber', reservation)).toThrow("separate property names with ','");
  });
});
