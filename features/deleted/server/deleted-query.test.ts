import { describe, expect, it } from 'vitest';
import { deletionBound, ZDeletedQuery } from '../contract';
import { AppError } from '@/lib/errors';
import { readDeletedQuery } from './read-deleted-query';

// The audit's query contract (features/deleted/contract.ts) and the refusal features/deleted/server gives for a bad
// one.

describe('deletionBound', () => {
  it('reads a date-time with an offset as that instant', () => {
    expect(deletionBound('2026-11-23T00:00:00+01:00', 'from')).toEqual(new Date('2026-11-22T23:00:00Z'));
    expect(deletionBound('2026-11-23T00:00:00.000Z', 'to')).toEqual(new Date('2026-11-23T00:00:00Z'));
  });

  it('reads a bare day as a whole UTC day: from its start, to its end', () => {
    expect(deletionBound('2026-11-23', 'from')).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(deletionBound('2026-11-23', 'to')).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(deletionBound('2026-12-31', 'to')).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('refuses what is not a day or a date-time with an offset', () => {
    for (const bad of [
      '2026-11-31',
      '2026-02-29',
      '2026-11-23T10:00:00',
      '23.11.2026',
      'yesterday',
      '',
      '2026-13-01T00:00:00Z',
    ]) {
      expect(deletionBound(bad, 'from'), bad).toBeNull();
    }
  });
});

describe('ZDeletedQuery', () => {
  it('fills the defaults and reads numbers from query-string text', () => {
    expect(ZDeletedQuery.parse({})).toEqual({ page: 0, pageSize: 50, format: 'json' });
    expect(ZDeletedQuery.parse({ page: '3', pageSize: '200', format: 'csv', q: '  5BE  ' })).toEqual({
      page: 3,
      pageSize: 200,
      format: 'csv',
      q: '5BE',
    });
  });

  it('gives a parsed query back unchanged when parsed again', () => {
    const once = ZDeletedQuery.parse({
      from: '2026-11-20',
      to: '2026-11-22T00:00:00+01:00',
      rampId: 'AE49E76D-A578-4291-AC69-D692F2AB98AE',
      carrier: 'Rapid',
      q: 'x',
      page: '1',
      pageSize: '25',
    });
    expect(ZDeletedQuery.parse(once)).toEqual(once);
  });

  it('names the field of each problem', () => {
    const fields = (input: Record<string, unknown>) =>
      ZDeletedQuery.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(fields({ pageSize: '500' })).toEqual(['pageSize']);
    expect(fields({ page: '1.5' })).toEqual(['page']);
    expect(fields({ rampId: 'ramp' })).toEqual(['rampId']);
    expect(fields({ from: 'now' })).toEqual(['from']);
    expect(fields({ from: '2026-11-23', to: '2026-11-22' })).toEqual(['to']);
    // One whole day is a range: from its start to its end.
    expect(fields({ from: '2026-11-23', to: '2026-11-23' })).toBeUndefined();
    expect(fields({ format: 'xlsx' })).toEqual(['format']);
  });
});

describe('readDeletedQuery', () => {
  it('refuses a bad query with invalid_request, naming every field', () => {
    let thrown: unknown;
    try {
      readDeletedQuery({ pageSize: 500, rampId: 'x' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'invalid_request',
      message: 'rampId: must be a GUID; pageSize: must be at most 200',
      details: [
        { field: 'rampId', message: 'must be a GUID' },
        { field: 'pageSize', message: 'must be at most 200' },
      ],
    });
  });
});
