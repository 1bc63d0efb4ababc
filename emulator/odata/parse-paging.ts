// Parses $top, $skip and $count, which OData defines as plain non-negative integers and a boolean.
import { ODataQueryError } from './odata-query-error';

function parseNonNegativeInteger(option: '$top' | '$skip', text: string): number {
  if (!/^\d+$/.test(text)) {
    throw new ODataQueryError(option, `expected a non-negative integer, got '${text}'`);
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new ODataQueryError(option, `${text} is too large`);
  return value;
}

export function parseTop(text: string): number {
  return parseNonNegativeInteger('$top', text);
}

export function parseSkip(text: string): number {
  return parseNonNegativeInteger('$skip', text);
}

export function parseCount(text: string): boolean {
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ODataQueryError('$count', `expected true or false, got '${text}'`);
}
