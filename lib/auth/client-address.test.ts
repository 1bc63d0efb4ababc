import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the entry the nearest proxy appended', () => {
    expect(clientAddress('203.0.113.9, 10.0.0.2, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7')).toBe('198.51.100.7');
  });
  it('is null when unknown', () => {
    expect(clientAddress(null)).toBeNull();
    expect(clientAddress(' ')).toBeNull();
  });
});
