// Builds a sort comparator from $orderby keys, with OData's ordering of nulls (smallest, so first when ascending).
import type { EntityType } from './odata-model';
import { isCanonicalUtcIso } from './parse-date-time-offset';
import type { OrderKey } from './parse-order-by';
import { pickValueReader, type Comparable } from './read-row-value';

type Row = Record<string, unknown>;

function compareNonNull(a: Comparable, b: Comparable): number {
  // Ordinal comparison: the same order on every machine, unlike localeCompare.
  if ((a as number) < (b as number)) return -1;
  if ((a as number) > (b as number)) return 1;
  return 0;
}

export function compareRows(keys: OrderKey[], entity: EntityType): (a: Row, b: Row) => number {
  const comparers = keys.map(({ property, descending }) => {
    const def = Object.hasOwn(entity.properties, property) ? entity.properties[property] : undefined;
    if (!def) throw new Error(`compareRows: ${entity.name} has no property ${property}; parse $orderby first`);
    const read = pickValueReader(def.type);
    const isTime = def.type === 'Edm.DateTimeOffset';
    const sign = descending ? -1 : 1;
    return (a: Row, b: Row): number => {
      const rawX = a[property];
      const rawY = b[property];
      // Two toISOString-form strings order like their instants; skipping the parse keeps big sorts fast.
      if (
        isTime &&
        typeof rawX === 'string' &&
        typeof rawY === 'string' &&
        isCanonicalUtcIso(rawX) &&
        isCanonicalUtcIso(rawY)
      ) {
        return sign * (rawX < rawY ? -1 : rawX > rawY ? 1 : 0);
      }
      const x = read(rawX);
      const y = read(rawY);
      if (x === y) return 0;
      if (x === null) return -sign;
      if (y === null) return sign;
      return sign * compareNonNull(x, y);
    };
  });
  return (a, b) => {
    for (const compare of comparers) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}
