import { describe, expect, it } from 'vitest';
import { proposeUnits } from './propose-units';

const units = [
  { id: 'truck', name: 'Truck' },
  { id: 'pallet', name: 'Pallet' },
  { id: 'container', name: 'Container' },
];

describe('proposeUnits', () => {
  it('counts the goods when a row unit of measure names a service unit', () => {
    expect(proposeUnits([{ byUnit: { PAL: 12, CS: 40 } }, { byUnit: { PAL: 6.5 } }], units)).toEqual({
      unitId: 'pallet',
      count: 19,
      basis: { kind: 'rows', quantity: 18.5, measures: ['PAL'] },
    });
  });

  it('reads plural and mixed-case measures, and adds every measure naming the same unit', () => {
    expect(proposeUnits([{ byUnit: { PALLETS: 2, PAL: 3 } }], units)).toMatchObject({ unitId: 'pallet', count: 5 });
    expect(proposeUnits([{ byUnit: { 'cont.': 1 } }], units)).toMatchObject({ unitId: 'container', count: 1 });
  });

  it('does not take a one- or two-letter measure for a unit (T is tonnes, not Truck)', () => {
    expect(proposeUnits([{ byUnit: { T: 20 } }, { byUnit: { KG: 5 } }], units)).toEqual({
      unitId: 'truck',
      count: 2,
      basis: { kind: 'perOrder', unitName: 'Truck' },
    });
  });

  it('falls back to one of the first unit per order, as the service does, when no row names a unit', () => {
    expect(proposeUnits([{ byUnit: {} }, { byUnit: {} }, { byUnit: { BOX: 3 } }], units)).toMatchObject({
      unitId: 'truck',
      count: 3,
    });
    expect(proposeUnits([{ byUnit: { PAL: 0 } }], units)).toMatchObject({ unitId: 'truck', count: 1 });
  });

  it('proposes nothing when no unit is configured', () => {
    expect(proposeUnits([{ byUnit: { PAL: 3 } }], [])).toBeNull();
  });
});
