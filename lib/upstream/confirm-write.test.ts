import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { confirmWrite, holds, NOT_APPLIED } from './confirm-write';
import { WriteOutcomeUnknown } from './create-transport';

const GUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('holds', () => {
  it('is true when every sent field is what the service holds, GUIDs in any case', () => {
    expect(
      holds(
        { Note: 'n', CarrierId: GUID, ExtCustomFieldBit1: true },
        { Note: 'n', CarrierId: GUID.toUpperCase(), ExtCustomFieldBit1: true },
      ),
    ).toBe(true);
    expect(holds({ Note: 'old' }, { Note: 'new' })).toBe(false);
    expect(holds({ CarrierId: GUID }, { CarrierId: GUID.replace('a6', 'a7') })).toBe(false);
    expect(holds({ Quantity: 2 }, { Quantity: 3 })).toBe(false);
  });

  it('ignores fields the caller did not send (undefined)', () => {
    expect(holds({ Note: 'n' }, { Note: 'n', ItemName: undefined })).toBe(true);
  });

  it.each([null, ''])(
    'treats null, undefined and empty text as the same when the requested value is %j',
    (requested) => {
      for (const held of [null, '', undefined]) expect(holds({ Note: held }, { Note: requested })).toBe(true);
      expect(holds({}, { Note: requested })).toBe(true);
      expect(holds({ Note: 'still there' }, { Note: requested })).toBe(false);
    },
  );

  it('does not count a cleared field as holding a non-empty value, nor an absent one', () => {
    expect(holds({ Note: '' }, { Note: 'n' })).toBe(false);
    expect(holds({ Note: null }, { Note: 'n' })).toBe(false);
    expect(holds({}, { Note: 'n' })).toBe(false);
    expect(holds({ ExtCustomFieldBit1: null }, { ExtCustomFieldBit1: false })).toBe(false);
  });

  it('compares Start with StartUtc as an instant', () => {
    expect(holds({ StartUtc: '2026-03-02T08:00:00.000Z' }, { Start: '2026-03-02T09:00:00+01:00' })).toBe(true);
    expect(holds({ StartUtc: '2026-03-02T08:00:00.000Z' }, { Start: '2026-03-02T08:30:00Z' })).toBe(false);
  });
});

describe('confirmWrite', () => {
  const lost = new WriteOutcomeUnknown(new AppError('upstream_unavailable', 'HTTP 500', { reason: 'service_error' }));
  const sleep = async () => {};

  it(
    'reads back after a lost answer: found is success, not found is not_applied, a failed read is ' + 'outcome_unknown',
    async () => {
      await expect(
        confirmWrite({
          write: () => Promise.reject(lost),
          readBack: async () => 'found',
          what: 'x',
          check: 'y',
          sleep,
        }),
      ).resolves.toBe('found');
      await expect(
        confirmWrite({
          write: () => Promise.reject(lost),
          readBack: async () => NOT_APPLIED,
          what: 'x',
          check: 'y',
          sleep,
        }),
      ).rejects.toMatchObject({
        code: 'upstream_unavailable',
        details: { reason: 'not_applied' },
      });
      await expect(
        confirmWrite({
          write: () => Promise.reject(lost),
          readBack: () => Promise.reject(new Error('down')),
          what: 'x',
          check: 'y',
          sleep,
        }),
      ).rejects.toMatchObject({
        code: 'upstream_error',
        details: { reason: 'outcome_unknown', outcome: 'unknown' },
      });
    },
  );
});
