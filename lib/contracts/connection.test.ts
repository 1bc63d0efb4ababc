import { describe, expect, it } from 'vitest';
import { branchKey, keyZonesByBranch, ZConnectionInput, ZUnitCheckParams, ZUnitOption } from './index';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`) ?? [];

const base = { baseUrl: 'https://slots.example.com', tenant: 'demo', authMethod: 'bearer', username: 'api' };
// The service's ids need not carry RFC 4122's version and variant digits; the pickers list such ids, so saving must
// take them.
const NON_RFC = '11111111-1111-1111-1111-111111111111';

describe('the connection contract', () => {
  it('takes any GUID the service gives as a unit id, in the form, the save and the unit check alike', () => {
    expect(ZUnitOption.safeParse({ id: NON_RFC, name: 'Pallet' }).success).toBe(true);
    expect(
      ZConnectionInput.safeParse({ ...base, units: [{ id: NON_RFC.toUpperCase(), name: 'Pallet' }] }).success,
    ).toBe(true);
    expect(ZUnitCheckParams.safeParse({ environment: 'emulator', id: NON_RFC }).success).toBe(true);
    expect(issues(ZConnectionInput.safeParse({ ...base, units: [{ id: 'pallet', name: 'Pallet' }] }))).toEqual([
      'units.0.id: must be the unit id (GUID)',
    ]);
    expect(issues(ZUnitCheckParams.safeParse({ environment: 'emulator', id: '1111' }))).toEqual([
      'id: must be the unit id (GUID)',
    ]);
  });

  it('keys branch time zones by the branch office id in lower case, any GUID accepted', () => {
    const upper = 'ABCDEF01-2345-6789-ABCD-EF0123456789';
    const parsed = ZConnectionInput.parse({
      ...base,
      branchTimeZones: { [upper]: 'Europe/Prague', [NON_RFC]: ' UTC ' },
    });
    expect(parsed.branchTimeZones).toEqual({ [upper.toLowerCase()]: 'Europe/Prague', [NON_RFC]: 'UTC' });
  });

  it('compares branch office ids in lower case, old saved keys in other cases included', () => {
    expect(branchKey('ABCDEF01-2345-6789-ABCD-EF0123456789')).toBe('abcdef01-2345-6789-abcd-ef0123456789');
    expect(branchKey(null)).toBe('');
    expect(keyZonesByBranch({ 'ABCDEF01-2345-6789-ABCD-EF0123456789': 'Europe/Prague', [NON_RFC]: 'UTC' })).toEqual({
      'abcdef01-2345-6789-abcd-ef0123456789': 'Europe/Prague',
      [NON_RFC]: 'UTC',
    });
  });

  it('names the field of a bad branch office id or time zone', () => {
    expect(issues(ZConnectionInput.safeParse({ ...base, branchTimeZones: { brno: 'Europe/Prague' } }))).toEqual([
      'branchTimeZones.brno: must be a branch office id (GUID)',
    ]);
    expect(issues(ZConnectionInput.safeParse({ ...base, branchTimeZones: { [NON_RFC]: 'Europe/Atlantis' } }))).toEqual([
      `branchTimeZones.${NON_RFC}: not a known time zone (use names like Europe/Prague)`,
    ]);
  });
});
