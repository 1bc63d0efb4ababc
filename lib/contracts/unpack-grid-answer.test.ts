import { describe, expect, it } from 'vitest';
import type { GridReservation } from './grid-answer';
import { packGridAnswer } from './pack-grid-answer';
import { createGridAnswerReader, unpackGridAnswer } from './unpack-grid-answer';

const BASE = Date.parse('2026-11-23T00:00:00.000Z');
const row = (n: number): GridReservation => ({
  Id: `c0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  ReservationNumber: `R-${n}`,
  StartUtc: new Date(BASE + n * 3_600_000).toISOString(),
  EndUtc: new Date(BASE + n * 3_600_000 + 1_800_000).toISOString(),
  ResourceId: `a0000000-0000-4000-8000-00000000000${n % 3}`,
  Carrier: 'DHL',
  VehicleNumberPlate: '',
  TrailerNumberPlate: '',
  ApprovalStatus: 'Approved',
  RealGateVehicleArrivalUtc: null,
  RealGateVehicleDepartureUtc: null,
  OrderNumbers: '',
});
// Three ramps, one per part.
const lines = packGridAnswer(
  { reservations: [row(1), row(2), row(3)], fetchedAt: '2026-11-23T07:00:00.000Z' },
  BASE,
  1,
);

describe('the grid answer reader', () => {
  it("says an answer that is not the grid's is not its format, before reading any row", () => {
    const reader = createGridAnswerReader();
    expect(() => reader.line(JSON.stringify({ reservations: [], fetchedAt: '2026-11-23T07:00:00.000Z' }))).toThrow(
      "not the grid's format",
    );
    expect(reader.started).toBe(false);
    expect(() => unpackGridAnswer('<html>Bad gateway</html>')).toThrow("not the grid's format");
  });

  it('refuses a part cut in the middle, or not shaped as a part', () => {
    const reader = createGridAnswerReader();
    reader.line(lines[0]!);
    expect(reader.started).toBe(true);
    expect(() => reader.line(lines[1]!.slice(0, 40))).toThrow('cut short');
    const other = createGridAnswerReader();
    other.line(lines[0]!);
    expect(() => other.line('{"dict":{},"rows":{"0":[1]}},')).toThrow('not in its format');
  });

  it('refuses a closing line that comes before all the rows the head counted', () => {
    expect(lines).toHaveLength(5);
    expect(() => unpackGridAnswer([lines[0], lines[1], ']}'].join('\n'))).toThrow('holds 1 of its 3 rows');
    expect(() => unpackGridAnswer(lines.slice(0, 3).join('\n'))).toThrow('ended early');
    expect(unpackGridAnswer(lines.join('\n')).reservations).toHaveLength(3);
  });
});
