import { describe, expect, it } from 'vitest';
import { parsePath } from './parse-path';

const id = '3FA85F64-5717-4562-B3FC-2C963F66AFA6';

describe('parsePath', () => {
  it('reads the root, $metadata, collections, $count, keys and bound actions', () => {
    expect(parsePath('')).toEqual({ kind: 'root' });
    expect(parsePath('$metadata')).toEqual({ kind: 'metadata' });
    expect(parsePath('order')).toEqual({ kind: 'collection', set: 'Order', count: false });
    expect(parsePath('Order/$count')).toEqual({ kind: 'collection', set: 'Order', count: true });
    for (const key of [id, `'${id}'`, `Id=${id}`])
      expect(parsePath(`Order(${key})`)).toEqual({ kind: 'entity', set: 'Order', key: id.toLowerCase() });
    expect(parsePath(`Reservation(${id})/Slotboard.Emulator.Patch`)).toMatchObject({
      kind: 'action',
      action: 'Slotboard.Emulator.Patch',
    });
  });

  it('refuses unknown sets (404) and non-GUID keys (400)', () => {
    expect(() => parsePath('Nothing')).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => parsePath('Order(12)')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
