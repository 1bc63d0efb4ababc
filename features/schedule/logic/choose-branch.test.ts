import { describe, expect, it } from 'vitest';
import { chooseBranch } from './choose-branch';

const ramp = (Id: string, BranchOfficeId: string | null, branchName: string) => ({
  Id,
  ShortName: Id,
  ResourceName: `${branchName} Ramp ${Id}`,
  ResourceNameLocalized: Id,
  BranchOfficeId,
});
// A branch office is named from its ramps' names (nameBranch): Brno before Ostrava.
const ramps = [ramp('R1', 'B-OSTRAVA', 'Ostrava'), ramp('R2', 'B-BRNO', 'Brno')];

describe('chooseBranch', () => {
  it('shows the branch office the URL names when it has ramps, drawn in its own zone', () => {
    expect(chooseBranch('B-OSTRAVA', ramps)).toEqual({ branch: 'B-OSTRAVA', zoneBranch: 'B-OSTRAVA' });
    expect(chooseBranch('', [ramp('R3', null, 'Other')])).toEqual({ branch: '', zoneBranch: '' });
  });

  it("shows every branch office for all, drawn in the first one's zone", () => {
    expect(chooseBranch('all', ramps)).toEqual({ branch: 'all', zoneBranch: 'B-BRNO' });
  });

  it('shows the first branch office by name when the URL names none, or one without ramps', () => {
    const first = { branch: 'B-BRNO', zoneBranch: 'B-BRNO' };
    expect(chooseBranch('', ramps)).toEqual(first);
    expect(chooseBranch('B-GONE', ramps)).toEqual(first);
    // As the ramps spell it: the URL carries the id the board wrote there.
    expect(chooseBranch('b-ostrava', ramps)).toEqual(first);
  });

  it('reads every ramp while none are known', () => {
    expect(chooseBranch('', [])).toEqual({ branch: '', zoneBranch: '' });
    expect(chooseBranch('B-BRNO', [])).toEqual({ branch: '', zoneBranch: '' });
    expect(chooseBranch('all', [])).toEqual({ branch: 'all', zoneBranch: '' });
  });
});
