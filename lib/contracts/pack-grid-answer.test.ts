import { describe, expect, it } from 'vitest';
import type { GridRange, GridReservation } from './grid-answer';
import { packGridAnswer } from './pack-grid-answer';
import { toGridReservation } from './to-grid-reservation';
import { createGridAnswerReader, unpackGridAnswer } from './unpack-grid-answer';

const BASE = Date.parse('2026-11-23T00:00:00.000Z');
const guid = (n: number) => `c0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const ramp = (n: number) => `a0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function row(n: number, extra: Partial<GridReservation> = {}): GridReservation {
  const start = BASE + n * 900_000;
  return toGridReservation({
    Id: guid(n),
    ReservationNumber: `R-${n}`,
    StartUtc: new Date(start).toISOString(),
    EndUtc: new Date(start + 1_800_000).toISOString(),
    ResourceId: ramp(n % 3),
    Carrier: n % 2 ? 'DHL' : '',
    VehicleNumberPlate: `1AB ${n}`,
    TrailerNumberPlate: '',
    ApprovalStatus: n % 5 ? 'Approved' : 'Pending',
    RealGateVehicleArrivalUtc: null,
    RealGateVehicleDepartureUtc: null,
    OrderNumbers: '',
    UnitId: ramp(100),
    NumberOfUnits: 2,
    ...extra,
  });
}

const range = (reservations: GridReservation[], stale?: GridRange['stale']): GridRange => ({
  reservations,
  fetchedAt: '2026-11-23T07:00:00.000Z',
  ...(stale ? { stale } : {}),
});
const byId = (rows: GridReservation[]) => [...rows].sort((a, b) => a.Id.localeCompare(b.Id));

describe('packGridAnswer and unpackGridAnswer', () => {
  it('give back every row, field for field, and the answer is one JSON document', () => {
    const rows = [
      row(1),
      row(2, { RealGateVehicleArrivalUtc: '2026-11-23T08:10:00.000Z', CarrierNotArrived: true }),
      row(3, { DeliveredUtc: '2026-11-24T01:00:00.000Z' }),
    ];
    const lines = packGridAnswer(range(rows), BASE);
    expect(() => JSON.parse(lines.join('\n'))).not.toThrow();
    expect(byId(unpackGridAnswer(lines.join('\n')).reservations)).toEqual(byId(rows));
  });

  it('keeps the stale flag and its since, and reads an empty slice', () => {
    const stale = { since: '2026-11-22T10:00:00.000Z', message: 'The reservation service could not be reached' };
    const text = packGridAnswer(range([], stale), BASE).join('\n');
    expect(JSON.parse(text)).toMatchObject({ stale, count: 0, parts: [] });
    expect(unpackGridAnswer(text)).toEqual(range([], stale));
  });

  it('keeps times exactly as the service wrote them, whatever their style', () => {
    const rows = [
      row(1, { StartUtc: '2026-11-23T08:00:00Z', EndUtc: '2026-11-23T08:30:00Z' }),
      row(2, { StartUtc: '2026-11-23T09:00:00.123Z', EndUtc: '2026-11-23T09:30:00Z' }),
      row(3, { StartUtc: '2026-11-23T10:00:00+01:00', EndUtc: '2026-11-23T09:30:00.000Z' }),
      row(4, { StartUtc: '2026-11-20T10:00:00Z', EndUtc: '2026-11-20T10:15:00Z' }),
    ];
    expect(byId(unpackGridAnswer(packGridAnswer(range(rows), BASE).join('\n')).reservations)).toEqual(byId(rows));
  });

  it('sends each ramp, carrier, status and unit once, and whole ramps per part', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i));
    const lines = packGridAnswer(range(rows), BASE, 10);
    const parts = (JSON.parse(lines.join('\n')) as { parts: { dict: Record<string, unknown[]>; rows: unknown[][] }[] })
      .parts;
    expect(parts.length).toBe(3);
    expect(parts.flatMap((p) => p.dict.ResourceId ?? [])).toEqual([ramp(0), ramp(1), ramp(2)]);
    expect(parts.flatMap((p) => p.dict.UnitId ?? [])).toEqual([ramp(100)]);
    expect(parts.flatMap((p) => p.dict.ApprovalStatus ?? []).sort()).toEqual(['Approved', 'Pending']);
    for (const p of parts) expect(new Set(p.rows.map((r) => r[1])).size).toBe(1);
  });

  it('hands rows over part by part as lines arrive', () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(i));
    const lines = packGridAnswer(range(rows), BASE, 3);
    const reader = createGridAnswerReader();
    reader.line(lines[0]!);
    expect(reader.line(lines[1]!)).toBe(true);
    expect(reader.range().reservations).toHaveLength(3);
    expect(reader.done).toBe(false);
    for (const l of lines.slice(2)) reader.line(l);
    expect(reader.done).toBe(true);
    expect(byId(reader.range().reservations)).toEqual(byId(rows));
  });

  it('round-trips random slices (seeded)', () => {
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const pick = <T>(xs: T[]) => xs[rand(xs.length)]!;
    for (let round = 0; round < 40; round++) {
      const rows = Array.from({ length: rand(60) }, (_, i) =>
        row(i + round * 100, {
          ResourceId: ramp(rand(7)),
          Carrier: pick(['', 'DHL', 'Kühne + Nagel', 'a "quoted", \n line']),
          ApprovalStatus: pick(['Approved', 'Pending', 'Rejected', 'Something new']),
          UnitId: pick([null, undefined, ramp(100), ramp(101)]) ?? null,
          NumberOfUnits: pick([null, 1, 2, 7]),
          StartUtc: new Date(BASE + rand(7 * 86_400) * 1000 + pick([0, 0, 0, 5])).toISOString(),
          RealGateVehicleDepartureUtc: pick([null, '2026-11-23T11:00:00Z', '2026-11-23T11:00:00.000Z']),
          CarrierNotArrived: pick([null, true, false]),
        }),
      );
      const lines = packGridAnswer(range(rows), BASE, 1 + rand(20));
      expect(byId(unpackGridAnswer(lines.join('\n')).reservations)).toEqual(byId(rows));
    }
  });
});
