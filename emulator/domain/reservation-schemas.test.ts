import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmulatorError } from '../lib/emulator-error';
import { createReservationBody, parseBody } from './reservation-schemas';

const valid = {
  ResourceId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  Start: '2026-03-02T08:00:00+01:00',
  UnitId: '3fa85f64-5717-4562-b3fc-2c963f66afa7',
  NumberOfUnits: 2,
};

describe('parseBody', () => {
  it('accepts a valid create body', () => {
    expect(parseBody(createReservationBody, valid).NumberOfUnits).toBe(2);
  });

  it('names each unknown key of a strict schema, also inside a nested object', () => {
    const strict = z.strictObject({ a: z.number(), inner: z.strictObject({ b: z.number() }) });
    try {
      parseBody(strict, { a: 1, StartUtc: 'x', EndUtc: 'y', inner: { b: 1, c: 2 } });
      expect.unreachable();
    } catch (e) {
      expect((e as EmulatorError).details).toEqual([
        { field: 'inner.c', message: 'is not a known field' },
        { field: 'StartUtc', message: 'is not a known field' },
        { field: 'EndUtc', message: 'is not a known field' },
      ]);
    }
  });

  it('names every bad field', () => {
    try {
      parseBody(createReservationBody, { ...valid, ResourceId: 'nope', Start: '2026-03-02 08:00', NumberOfUnits: '2' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EmulatorError);
      expect((e as EmulatorError).details.map((d) => d.field).sort()).toEqual(['NumberOfUnits', 'ResourceId', 'Start']);
    }
  });
});
