import { describe, expect, it } from 'vitest';
import { GUID_RE, parseIsoWithOffset } from './iso';

describe('parseIsoWithOffset', () => {
  it('accepts Z and offsets, refuses local times and nonsense', () => {
    expect(parseIsoWithOffset('2026-03-02T08:00:00Z')).toBe(Date.parse('2026-03-02T08:00:00Z'));
    expect(parseIsoWithOffset('2026-03-02T09:00:00.123+01:00')).toBe(Date.parse('2026-03-02T08:00:00.123Z'));
    expect(parseIsoWithOffset('2026-03-02T08:00')).toBeNull();
    expect(parseIsoWithOffset('2026-02-30T08:00:00Z')).toBeNull();
    expect(parseIsoWithOffset('2026-03-02T25:00:00Z')).toBeNull();
    expect(parseIsoWithOffset('tomorrow')).toBeNull();
  });

  it('recognises GUIDs in any case', () => {
    expect(GUID_RE.test('3FA85F64-5717-4562-b3fc-2c963f66afa6')).toBe(true);
    expect(GUID_RE.test('3fa85f64571745 62b3fc2c963f66afa6')).toBe(false);
  });
});
