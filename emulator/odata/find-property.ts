// Looks up a property by its exact (case-sensitive) name, with a hint when only the case is wrong.
import type { EntityType, PropertyDef } from './odata-model';
import { ODataQueryError, type QueryOption } from './odata-query-error';

export function findProperty(entity: EntityType, name: string, option: QueryOption, position: number): PropertyDef {
  const def = Object.hasOwn(entity.properties, name) ? entity.properties[name] : undefined;
  if (def) return def;
  const lower = name.toLowerCase();
  const near = Object.keys(entity.properties).find((p) => p.toLowerCase() === lower);
  throw new ODataQueryError(
    option,
    `unknown property '${name}'`,
    position,
    near ? `did you mean '${near}'? (names are case-sensitive)` : undefined,
  );
}
