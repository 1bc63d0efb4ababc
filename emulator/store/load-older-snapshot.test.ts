import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../demo/generate-demo-data';
import { EmulatorState } from './emulator-state';
import { RESERVATION_ROW_FIELDS } from './reservation-record';

// A state.json written before the gate's fields existed still loads: its rows are read by field name, and the new
// fields take their defaults. A layout with a field this version does not know is refused.

const ADDED = ['IsUrgent', 'IppApprovalStatus', 'ActionNotCompleted', 'CustomActionStatus', 'ActionDialogAnswer'];

describe('loading an older snapshot', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  const current = generateDemoData(7, now);
  const keep = RESERVATION_ROW_FIELDS.map((f, i) => [f, i] as const).filter(([f]) => !ADDED.includes(f));
  const older = {
    ...current,
    reservationFields: keep.map(([f]) => f),
    reservations: current.reservations.map((row) => [
      ...keep.map(([, i]) => row[i]),
      row[RESERVATION_ROW_FIELDS.length],
    ]),
  };

  it('reads its rows by name and gives the new fields their defaults', () => {
    const state = new EmulatorState();
    state.load(older);
    const fresh = new EmulatorState();
    fresh.load(current);
    const [a, b] = [state.reservations.all()[5]!, fresh.reservations.all()[5]!];
    expect(a).toEqual({
      ...b,
      IsUrgent: false,
      IppApprovalStatus: null,
      ActionNotCompleted: false,
      CustomActionStatus: null,
      ActionDialogAnswer: null,
    });
    expect(state.reservations.size).toBe(fresh.reservations.size);
  });

  it('refuses a layout with a field it does not know', () => {
    expect(() =>
      new EmulatorState().load({ ...current, reservationFields: [...current.reservationFields, 'Mystery'] }),
    ).toThrow(/another reservation layout/);
  });
});
