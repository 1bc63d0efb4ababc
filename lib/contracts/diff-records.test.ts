import { describe, expect, it } from 'vitest';
import { diffRecords, isOlder } from './diff-records';

describe('diffRecords', () => {
  it('lists changed, added and removed fields in name order, ignoring Updated and Created', () => {
    const before = {
      Id: 'a',
      VehicleNumberPlate: 'AB 1',
      Carrier: 'DHL',
      Updated: '2026-11-20T10:00:00Z',
      ExtCustomFieldBit1: false,
    };
    const after = {
      Id: 'a',
      VehicleNumberPlate: 'CD 2',
      Carrier: 'DHL',
      Updated: '2026-11-21T10:00:00Z',
      Note: 'Gate 4',
    };
    expect(diffRecords(before, after)).toEqual([
      { field: 'ExtCustomFieldBit1', before: false, after: null },
      { field: 'Note', before: null, after: 'Gate 4' },
      { field: 'VehicleNumberPlate', before: 'AB 1', after: 'CD 2' },
    ]);
  });

  it('treats absent, null and empty text alike, and compares nested values by content', () => {
    expect(diffRecords({ Note: '', Tags: [1, 2] }, { Note: null, Tags: [1, 2] })).toEqual([]);
    expect(diffRecords({ Tags: [1, 2] }, { Tags: [2, 1] })).toHaveLength(1);
  });
});

describe('isOlder', () => {
  it('compares the service Updated times and is false when either is missing', () => {
    expect(isOlder({ Updated: '2026-11-21T10:00:00Z' }, { Updated: '2026-11-21T10:00:01Z' })).toBe(true);
    expect(isOlder({ Updated: '2026-11-21T10:00:01Z' }, { Updated: '2026-11-21T10:00:01Z' })).toBe(false);
    expect(isOlder({}, { Updated: '2026-11-21T10:00:01Z' })).toBe(false);
    expect(isOlder({ Updated: 'x' }, { Updated: '2026-11-21T10:00:01Z' })).toBe(false);
  });
});
