import { describe, expect, it } from 'vitest';
import type { PunctualityRow } from '../contract';
import { sortRows } from './sort-rows';

const row = (carrier: string, late: number, medianDelayMinutes: number | null): PunctualityRow => ({
  carrier,
  reservations: 10,
  onTime: 5,
  early: 1,
  late,
  noShow: 0,
  open: 0,
  notApproved: 0,
  onTimeShare: 0.5,
  medianDelayMinutes,
  p90DelayMinutes: null,
  medianDwellMinutes: null,
  medianTurnaroundMinutes: null,
});

const rows = [row('Moravia Trans', 3, 4), row('Danube Logistics', 9, null), row('', 3, -2), row('Alpine', 1, 12)];
const names = (sorted: PunctualityRow[]) => sorted.map((r) => r.carrier);

describe('sortRows', () => {
  it('sorts a count either way, ties by carrier name', () => {
    expect(names(sortRows(rows, { key: 'late', desc: true }))).toEqual([
      'Danube Logistics',
      '',
      'Moravia Trans',
      'Alpine',
    ]);
    expect(names(sortRows(rows, { key: 'late', desc: false }))).toEqual([
      'Alpine',
      '',
      'Moravia Trans',
      'Danube Logistics',
    ]);
  });

  it('puts a figure nobody has last, whichever way', () => {
    expect(names(sortRows(rows, { key: 'medianDelayMinutes', desc: false }))).toEqual([
      '',
      'Moravia Trans',
      'Alpine',
      'Danube Logistics',
    ]);
    expect(names(sortRows(rows, { key: 'medianDelayMinutes', desc: true }))).toEqual([
      'Alpine',
      'Moravia Trans',
      '',
      'Danube Logistics',
    ]);
  });

  it('sorts by name, the carrier without a name first', () => {
    expect(names(sortRows(rows, { key: 'carrier', desc: false }))).toEqual([
      '',
      'Alpine',
      'Danube Logistics',
      'Moravia Trans',
    ]);
  });
});
