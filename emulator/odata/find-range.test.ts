import { describe, expect, it } from 'vitest';
import { findRange } from './find-range';
import { parseFilter } from './parse-filter';
import { reservation } from './test-fixtures';

const A = '2026-11-01T00:00:00Z';
const B = '2026-11-02T00:00:00Z';
const C = '2026-11-05T00:00:00Z';
const D = '2026-11-06T00:00:00Z';
const ms = (iso: string) => Date.parse(iso);
const range = (text: string, property = 'StartUtc') => findRange(parseFilter(text, reservation), property);

describe('findRange', () => {
  it('gives a one-sided bound per comparison and both for eq', () => {
    expect(range(`StartUtc ge ${A}`)).toEqual({ from: { value: ms(A), inclusive: true } });
    expect(range(`StartUtc gt ${A}`)).toEqual({ from: { value: ms(A), inclusive: false } });
    expect(range(`StartUtc lt ${A}`)).toEqual({ to: { value: ms(A), inclusive: false } });
    expect(range(`StartUtc le ${A}`)).toEqual({ to: { value: ms(A), inclusive: true } });
    expect(range(`${A} lt StartUtc`)).toEqual({ from: { value: ms(A), inclusive: false } });
    expect(range(`StartUtc eq ${A}`)).toEqual({
      from: { value: ms(A), inclusive: true },
      to: { value: ms(A), inclusive: true },
    });
  });

  it('ignores conditions on other properties', () => {
    expect(range(`StartUtc ge ${A} and ApprovalStatus eq 'Pending'`)).toEqual({
      from: { value: ms(A), inclusive: true },
    });
    expect(range("ApprovalStatus eq 'Pending'")).toBeNull();
    expect(range(`Created ge ${A}`)).toBeNull();
  });

  it('intersects under and, keeping the tighter bound', () => {
    expect(range(`StartUtc ge ${A} and StartUtc lt ${D} and StartUtc gt ${B} and StartUtc le ${C}`)).toEqual({
      from: { value: ms(B), inclusive: false },
      to: { value: ms(C), inclusive: true },
    });
    expect(range(`StartUtc ge ${A} and StartUtc gt ${A}`)).toEqual({ from: { value: ms(A), inclusive: false } });
  });

  it('unions under or', () => {
    expect(range(`(StartUtc ge ${A} and StartUtc lt ${B}) or (StartUtc ge ${C} and StartUtc lt ${D})`)).toEqual({
      from: { value: ms(A), inclusive: true },
      to: { value: ms(D), inclusive: false },
    });
    expect(range(`(StartUtc ge ${A} and StartUtc lt ${B}) or ApprovalStatus eq 'Pending'`)).toBeNull();
    expect(range(`StartUtc ge ${C} or StartUtc ge ${A}`)).toEqual({ from: { value: ms(A), inclusive: true } });
    expect(range(`StartUtc ge ${A} or StartUtc lt ${B}`)).toBeNull();
  });

  it('reads the incremental-download pattern per property', () => {
    const text = `(Created ge ${A} and Created lt ${B}) or (Updated ge ${A} and Updated lt ${B})`;
    expect(range(text, 'Created')).toBeNull();
    expect(range(`Created ge ${A} and Created lt ${B}`, 'Created')).toEqual({
      from: { value: ms(A), inclusive: true },
      to: { value: ms(B), inclusive: false },
    });
  });

  it('treats not, ne and null as unbounded, and in as its extremes', () => {
    expect(range(`not (StartUtc lt ${A})`)).toBeNull();
    expect(range(`StartUtc ne ${A}`)).toBeNull();
    expect(range('StartUtc eq null')).toBeNull();
    expect(range(`StartUtc in (${C}, ${A})`)).toEqual({
      from: { value: ms(A), inclusive: true },
      to: { value: ms(C), inclusive: true },
    });
  });
});
