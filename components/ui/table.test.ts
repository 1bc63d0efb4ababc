import { describe, expect, it } from 'vitest';
import { compareSortValues } from './table';

describe('compareSortValues', () => {
  it('orders numbers by size and text with the numbers in it by size, ignoring case', () => {
    expect([10, 2, 33].sort(compareSortValues)).toEqual([2, 10, 33]);
    expect(['ramp 10', 'Ramp 2', 'ramp 1'].sort(compareSortValues)).toEqual(['ramp 1', 'Ramp 2', 'ramp 10']);
  });

  it('puts a missing value after every other', () => {
    expect([null, 'b', undefined, 'a'].sort(compareSortValues)).toEqual(['a', 'b', null, undefined]);
    expect(compareSortValues(null, undefined)).toBe(0);
  });
});
