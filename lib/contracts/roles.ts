// Roles in increasing power; shared by sign-in, the route wrapper, the zod schemas and the UI (lib/db keeps a twin
// enum).
export const ROLES = ['viewer', 'planner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function hasRole(actual: Role, required: Role): boolean {
  return ROLES.indexOf(actual) >= ROLES.indexOf(required);
}
