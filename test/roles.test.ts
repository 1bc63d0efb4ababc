import { describe, expect, it } from 'vitest';
import { schema } from '@/lib/db';
import { ENVIRONMENTS, hasRole, ROLES } from '@/lib/contracts';

describe('roles', () => {
  it('rank viewer < planner < admin', () => {
    expect(hasRole('admin', 'planner')).toBe(true);
    expect(hasRole('planner', 'admin')).toBe(false);
    expect(hasRole('viewer', 'viewer')).toBe(true);
  });

  // lib/db keeps its own enums (it may not import the layers above it); these lists must not drift apart.
  it('are the database enum, in the same order, and so are the environments', () => {
    expect(schema.roleEnum.enumValues).toEqual([...ROLES]);
    expect(schema.environmentEnum.enumValues).toEqual([...ENVIRONMENTS]);
  });
});
