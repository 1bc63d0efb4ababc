// Parses $select into the property names to return; '*' stands for all of them.
import { findProperty } from './find-property';
import type { EntityType } from './odata-model';
import { ODataQueryError } from './odata-query-error';
import { splitCommaList } from './split-comma-list';

/** Names in the order first asked for, without duplicates; '*' expands to every property in model order. */
export function parseSelect(text: string, entity: EntityType): string[] {
  const names = new Set<string>();
  for (const item of splitCommaList(text)) {
    if (item.text === '') throw new ODataQueryError('$select', 'expected a property name or *', item.position);
    if (item.text === '*') {
      for (const name of Object.keys(entity.properties)) names.add(name);
      continue;
    }
    if (/\s/.test(item.text)) {
      throw new ODataQueryError(
        '$select',
        `unexpected '${item.text}'`,
        item.position,
        "separate property names with ','",
      );
    }
    findProperty(entity, item.text, '$select', item.position);
    names.add(item.text);
  }
  return [...names];
}
