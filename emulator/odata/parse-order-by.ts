// Parses $orderby into sort keys: "Prop [asc|desc], Prop2 ..." over plain properties only.
import { findProperty } from './find-property';
import type { EntityType } from './odata-model';
import { ODataQueryError } from './odata-query-error';
import { splitCommaList } from './split-comma-list';

export interface OrderKey {
  property: string;
  descending: boolean;
}

export function parseOrderBy(text: string, entity: EntityType): OrderKey[] {
  const keys: OrderKey[] = [];
  for (const item of splitCommaList(text)) {
    if (item.text === '') {
      throw new ODataQueryError('$orderby', 'expected a property name', item.position);
    }
    const words = item.text.split(/\s+/);
    const [property, direction, extra] = words as [string, string?, string?];
    findProperty(entity, property, '$orderby', item.position);
    if (extra !== undefined) {
      throw new ODataQueryError(
        '$orderby',
        `unexpected '${extra}'`,
        item.position + item.text.lastIndexOf(extra),
        "separate sort keys with ','",
      );
    }
    if (direction !== undefined && direction !== 'asc' && direction !== 'desc') {
      throw new ODataQueryError(
        '$orderby',
        `unknown direction '${direction}' for ${property}`,
        item.position + item.text.indexOf(direction, property.length),
        "use 'asc' or 'desc' (lower case)",
      );
    }
    if (keys.some((k) => k.property === property)) {
      throw new ODataQueryError('$orderby', `${property} is listed more than once`, item.position);
    }
    keys.push({ property, descending: direction === 'desc' });
  }
  return keys;
}
