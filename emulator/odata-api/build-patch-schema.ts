// Turns the Patch action's declared parameters into a strict zod schema, so the metadata and the check never drift
// apart.
import { z } from 'zod';
import type { PropertyDef } from '../odata';

export function buildPatchSchema(parameters: Record<string, PropertyDef>) {
  return z.strictObject(buildPatchShape(parameters)) as unknown as z.ZodType<Record<string, string | boolean | null>>;
}

/** The field checks alone, for schemas that take the Patch fields among others. */
export function buildPatchShape(
  parameters: Record<string, PropertyDef>,
): Record<string, z.ZodOptional<z.ZodNullable<z.ZodType<string | boolean>>>> {
  const shape: Record<string, z.ZodOptional<z.ZodNullable<z.ZodType<string | boolean>>>> = {};
  for (const [name, def] of Object.entries(parameters)) {
    const base = def.type === 'Edm.Boolean' ? z.boolean() : def.maxLength ? z.string().max(def.maxLength) : z.string();
    shape[name] = base.nullable().optional();
  }
  return shape;
}
