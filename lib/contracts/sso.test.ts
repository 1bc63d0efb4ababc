import { describe, expect, it } from 'vitest';
import { readGroups, roleForGroups, ZSsoSettingsInput } from './sso';

const mapping = {
  adminGroups: ['slotboard-admins'],
  plannerGroups: ['planners', 'shift-leads'],
  viewerGroups: ['warehouse'],
};

describe('roleForGroups', () => {
  it('gives the most powerful role any group maps to', () => {
    expect(roleForGroups(['warehouse', 'planners'], mapping)).toBe('planner');
    expect(roleForGroups(['warehouse', 'slotboard-admins', 'planners'], mapping)).toBe('admin');
    expect(roleForGroups(['warehouse'], mapping)).toBe('viewer');
  });

  it('gives no role to groups that map to none, compared exactly', () => {
    expect(roleForGroups([], mapping)).toBeNull();
    expect(roleForGroups(['Planners', 'planners '], mapping)).toBeNull();
  });
});

describe('readGroups', () => {
  it('reads a list, a single string or a dotted path, and nothing else', () => {
    expect(readGroups({ groups: ['a', 'b', 3] }, 'groups')).toEqual(['a', 'b']);
    expect(readGroups({ groups: 'a' }, 'groups')).toEqual(['a']);
    expect(readGroups({ realm_access: { roles: ['x'] } }, 'realm_access.roles')).toEqual(['x']);
    expect(readGroups({ groups: { a: 1 } }, 'groups')).toEqual([]);
    expect(readGroups({}, 'groups')).toEqual([]);
  });
});

describe('ZSsoSettingsInput', () => {
  const valid = {
    enabled: true,
    displayName: 'Contoso',
    issuer: 'https://login.example.com/realms/x/',
    clientId: 'slotboard',
    scopes: 'openid email profile',
    groupsClaim: 'groups',
    adminGroups: ['a', 'a'],
    plannerGroups: [],
    viewerGroups: [],
    passwordOnlyForAdmins: false,
    accessContact: '',
  };

  it('drops a trailing slash of the issuer and repeated groups', () => {
    const parsed = ZSsoSettingsInput.parse(valid);
    expect(parsed.issuer).toBe('https://login.example.com/realms/x');
    expect(parsed.adminGroups).toEqual(['a']);
  });

  it('needs the openid scope and a plain claim name', () => {
    expect(ZSsoSettingsInput.safeParse({ ...valid, scopes: 'email profile' }).success).toBe(false);
    expect(ZSsoSettingsInput.safeParse({ ...valid, groupsClaim: 'groups claim' }).success).toBe(false);
  });
});
