import { describe, expect, it } from 'vitest';
import { groupRamps } from './group-ramps';
import { nameBranch } from './name-branch';

const ramp = (Id: string, branch: string, name: string, short: string, local: string) => ({
  Id,
  BranchOfficeId: branch,
  ResourceName: name,
  ShortName: short,
  ResourceNameLocalized: local,
});
const ramps = [
  ramp('1', 'b1', 'Brno DC ramp 10', 'BRN-10', 'Rampa 10'),
  ramp('2', 'b1', 'Brno DC ramp 2', 'BRN-2', 'Rampa 2'),
  ramp('3', 'b2', 'Chicago DC ramp 1', 'CHI-1', 'Dock 1'),
];

describe('groupRamps', () => {
  it('groups by branch, names groups by their shared prefix and sorts ramps naturally', () => {
    const groups = groupRamps(ramps);
    expect(groups.map((g) => g.label)).toEqual(['Brno DC', 'Chicago DC']);
    expect(groups[0]!.ramps.map((r) => r.ShortName)).toEqual(['BRN-2', 'BRN-10']);
  });
  it('filters by short, full or localized name but keeps the group name', () => {
    const groups = groupRamps(ramps, 'rampa 2');
    expect(groups[0]!.ramps.map((r) => r.Id)).toEqual(['2']);
    expect(groups[0]!.label).toBe('Brno DC');
    expect(groups[1]!.ramps).toEqual([]);
  });
  it('falls back to the id when names share nothing', () => {
    expect(nameBranch([ramp('1', 'b1', 'North', 'N', 'N'), ramp('2', 'b1', 'South', 'S', 'S')], 'abcdef123456')).toBe(
      'Branch abcdef12',
    );
  });
});
