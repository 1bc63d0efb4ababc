import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashRecord, hashSortedCopy } from './hash-record';

// The hash every mirrored row was stored with before hashRecord wrote bytes itself: a changed value would rewrite
// every row once (and compare every record) after an upgrade.
const stored = (r: Record<string, unknown>) =>
  createHash('sha1')
    .update(
      JSON.stringify(
        Object.fromEntries(
          Object.keys(r)
            .sort()
            .map((k) => [k, r[k]]),
        ),
      ),
    )
    .digest('base64url');

const reservation = (i: number): Record<string, unknown> => ({
  Id: `0000000${i % 10}-8b0b-4327-a3d0-bee399eb0983`,
  ReservationNumber: `R${String(i).padStart(7, '0')}`,
  StartUtc: '2027-09-25T05:00:00.000Z',
  Carrier: ['Northstar Carriers', 'Dvořák & syn', 'Ŝ\u{1F69A} trucks', 'quote " back \\ slash', 'tab\there\nline', ''][
    i % 6
  ],
  NumberOfUnits: [2, 0, -1.5, 1e21, 12345678901234567890, NaN][i % 6],
  CarrierNotArrived: i % 2 === 0,
  IsUrgent: i % 3 === 0 ? null : false,
  Note: ['lone \ud800 surrogate', 'paired \ud83d\ude9a', 'é', '\u2028\u2029', 'plain', '\u0000'][i % 6],
  ExtCustomFieldVarchar1: null,
});

describe('hashRecord', () => {
  it('gives the hash the mirror stored, for records of the service in any key order', () => {
    for (let i = 0; i < 60; i++) {
      const r = reservation(i);
      expect(hashRecord(r)).toBe(stored(r));
      const reversed = Object.fromEntries(Object.entries(r).reverse());
      expect(hashRecord(reversed)).toBe(stored(r));
    }
  });

  it('gives the same for records it hands to the sorted copy or writes around', () => {
    const odd: Record<string, unknown>[] = [
      {},
      { a: undefined },
      { a: undefined, b: 1 },
      { b: 1, a: undefined },
      { b: { z: 1, y: [1, 'x'] }, a: 'nested' },
      { '10': 1, '9': 2, a: 3 },
      { '1a': 'not an index', b: 2 },
      { f: () => 1, s: Symbol('s'), a: 1 },
      { 'ké"y': 'escaped key', 'k\u{1F69A}': 'astral key' },
      { ['__proto__']: 'own', a: 1 },
      { a: 'x'.repeat(200_000) + 'ř' },
    ];
    for (const r of odd) {
      expect(hashRecord(r)).toBe(stored(r));
      expect(hashSortedCopy(r)).toBe(stored(r));
    }
  });

  it('keeps up when the key set changes between records', () => {
    const a = { b: 1, a: 2 };
    const b = { a: 2, b: 1, c: 3 };
    const c = { b: 1, a: 2 };
    for (const r of [a, b, c, a, b]) expect(hashRecord(r)).toBe(stored(r));
  });
});
