import { describe, expect, it } from 'vitest';
import { SECRET_CHANGED, auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('keeps only the fields that changed, from what to what', () => {
    expect(
      auditChanges({ name: 'Jo', role: 'viewer', disabled: false }, { name: 'Jo Planner', role: 'viewer' }),
    ).toEqual({ name: { from: 'Jo', to: 'Jo Planner' } });
  });

  it('compares objects whatever the order of their keys, and lists every field of a first save', () => {
    expect(
      auditChanges({ zones: { b: 'Europe/Prague', a: 'UTC' } }, { zones: { a: 'UTC', b: 'Europe/Prague' } }),
    ).toEqual({});
    expect(auditChanges(null, { tenant: 'demo', units: [] })).toEqual({
      tenant: { from: null, to: 'demo' },
      units: { from: null, to: [] },
    });
  });

  it('records a secret as changed without its value, and not at all when it is kept', () => {
    const changes = auditChanges({ password: 'old-one' }, { password: 'new-one' }, ['password']);
    expect(changes).toEqual({ password: { from: SECRET_CHANGED, to: SECRET_CHANGED } });
    expect(JSON.stringify(changes)).not.toMatch(/one/);
    expect(auditChanges({ password: 'old-one' }, { password: undefined }, ['password'])).toEqual({});
  });
});
