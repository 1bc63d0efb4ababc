// OData literals, filter expressions and query strings. Every user value reaches a $filter only through
// these literal functions, so a quote or an operator inside a search term can never change the expression.
import { AppError } from '@/lib/errors';
import { zDateTime, zDay, zGuid } from '@/lib/contracts';

/** A piece of $filter text that is known to be well formed (built only by the functions below). */
export interface ODataExpr {
  readonly odata: string;
}

const expr = (odata: string): ODataExpr => ({ odata });
const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function odataProperty(name: string): ODataExpr {
  if (!PROPERTY_NAME.test(name)) throw new Error(`Not an OData property name: ${JSON.stringify(name)}`);
  return expr(name);
}

/** Edm.String literal: quotes around, every quote inside doubled (OData ABNF `SQUOTE-in-string`). */
export function odataString(value: string): ODataExpr {
  return expr(`'${value.replace(/'/g, "''")}'`);
}

/** Edm.Guid literal: bare, lower-case; anything that is not a GUID is refused rather than sent. */
export function odataGuid(value: string): ODataExpr {
  const parsed = zGuid.safeParse(value);
  if (!parsed.success) throw invalidValue('must be a GUID', value);
  return expr(parsed.data.toLowerCase());
}

/**
 * Edm.DateTimeOffset literal: bare ISO 8601. A string the service sent is reused as is, so its full
 * precision (which may be finer than a millisecond) survives a round trip; a Date becomes UTC with Z.
 */
export function odataDateTime(value: Date | string): ODataExpr {
  if (typeof value === 'string') {
    if (!zDateTime.safeParse(value).success) throw invalidValue('must be an ISO 8601 date-time with an offset', value);
    return expr(value);
  }
  if (Number.isNaN(value.getTime())) throw invalidValue('must be a valid date', 'Invalid Date');
  return expr(value.toISOString());
}

/** Values usually come from a user or a URL, so a bad one is the caller's 422, not a server error. */
function invalidValue(message: string, value: string): AppError {
  return new AppError('validation_failed', `${JSON.stringify(value.slice(0, 60))} ${message}`, [
    { field: '', message },
  ]);
}

/** Edm.Date literal: bare YYYY-MM-DD (a calendar day, as DeliveryDate holds it). */
export function odataDate(value: string): ODataExpr {
  if (!zDay.safeParse(value).success) throw invalidValue('must be a date (YYYY-MM-DD)', value);
  return expr(value);
}

export function odataBoolean(value: boolean): ODataExpr {
  return expr(value ? 'true' : 'false');
}

type Operand = ODataExpr | string;
const operand = (o: Operand) => (typeof o === 'string' ? odataProperty(o) : o);

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** `left op right`; a bare string on the left is a property name, values must come from a literal function. */
export function compare(left: Operand, op: ComparisonOperator, right: ODataExpr): ODataExpr {
  return expr(`${operand(left).odata} ${op} ${right.odata}`);
}

export function and(...parts: ODataExpr[]): ODataExpr {
  return expr(parts.map((p) => `(${p.odata})`).join(' and '));
}

export function or(...parts: ODataExpr[]): ODataExpr {
  return expr(parts.map((p) => `(${p.odata})`).join(' or '));
}

/** Case-insensitive substring match: `contains(tolower(Prop),'term')`. */
export function containsText(property: string, term: string): ODataExpr {
  return expr(`contains(tolower(${odataProperty(property).odata}),${odataString(term.toLowerCase()).odata})`);
}

/** `Prop in (a,b,…)` over GUIDs; an empty list matches nothing, so it is the caller's to leave out. */
export function inGuids(property: string, ids: string[]): ODataExpr {
  if (ids.length === 0) throw new Error('inGuids needs at least one id');
  return expr(`${odataProperty(property).odata} in (${ids.map((id) => odataGuid(id).odata).join(',')})`);
}

/** `Prop ge from and Prop lt to`: the half-open time window every list query needs (spec §4.1). */
export function timeWindow(property: string, from: Date | string, to: Date | string): ODataExpr {
  return and(compare(property, 'ge', odataDateTime(from)), compare(property, 'lt', odataDateTime(to)));
}

/** Percent-encodes a query value so that `+ & # % '` and non-ASCII text survive every server's decoder. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface ODataQuery {
  filter?: ODataExpr;
  orderby?: string;
  top?: number;
  skip?: number;
  /** Ask for `@odata.count`, the number of matches across all pages. */
  count?: boolean;
  select?: string[];
}

/** `$filter=…&$orderby=…&$top=…`; the `$` of option names stays literal as OData servers expect. */
export function buildQueryString(query: ODataQuery): string {
  const parts: string[] = [];
  if (query.filter) parts.push(`$filter=${encodeQueryValue(query.filter.odata)}`);
  if (query.orderby) parts.push(`$orderby=${encodeQueryValue(query.orderby)}`);
  if (query.top !== undefined) parts.push(`$top=${query.top}`);
  if (query.skip) parts.push(`$skip=${query.skip}`);
  if (query.count) parts.push('$count=true');
  if (query.select?.length)
    parts.push(`$select=${encodeQueryValue(query.select.map((s) => odataProperty(s).odata).join(','))}`);
  return parts.join('&');
}
