import { describe, expect, it } from 'vitest';
import { normalizeAddress } from './normalize-address';

describe('normalizeAddress', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    [' 198.51.100.7:5000 ', '198.51.100.7'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['[2001:db8::1]:443', '2001:0db8:0000:0000:0000:0000:0000:0001'],
    ['2001:DB8:0:0:0:0:0:1', '2001:0db8:0000:0000:0000:0000:0000:0001'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000:0000:0000:0000:0001'],
    ['::1', '0000:0000:0000:0000:0000:0000:0000:0001'],
    ['64:ff9b::192.0.2.33', '0064:ff9b:0000:0000:0000:0000:c000:0221'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it.each([null, undefined, '', 'unknown', '1.2.3', '999.1.1.1', '2001:db8::g', 'evil.example'])(
    'refuses %s',
    (raw) => {
      expect(normalizeAddress(raw)).toBeNull();
    },
  );
});
