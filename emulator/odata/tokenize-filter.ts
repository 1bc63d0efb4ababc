// Splits a $filter string into tokens with their positions, so parse errors can point at the exact spot.
import { ODataQueryError } from './odata-query-error';

export type TokenKind =
  'open' | 'close' | 'comma' | 'string' | 'number' | 'guid' | 'dateTimeOffset' | 'date' | 'word' | 'end';

export interface Token {
  kind: TokenKind;
  /** Source text; for strings, the unescaped content without quotes. */
  text: string;
  /** 0-based offset of the token's first character. */
  position: number;
}

// Sticky patterns, tried in this order at each position: a GUID can start with letters (like a word)
// or digits (like a number), and a date starts like a number, so the longer literal forms go first.
const GUID = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![\w-])/y;
// A space before hh:mm is swallowed so that an offset whose '+' was URL-decoded to a space gets a clear message.
const DATE_TIME_OFFSET =
  /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}| \d{2}:\d{2})?(?![\w:.+-])/y;
const DATE = /\d{4}-\d{2}-\d{2}(?![\w:.+-])/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/y;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;

const WHITESPACE = /\s/;

function matchAt(pattern: RegExp, text: string, position: number): string | null {
  pattern.lastIndex = position;
  const m = pattern.exec(text);
  return m ? m[0] : null;
}

function readString(text: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'") {
      // A doubled quote is an escaped quote; a single one closes the literal.
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
        continue;
      }
      return { value, end: i + 1 };
    }
    value += ch;
    i += 1;
  }
  throw new ODataQueryError(
    '$filter',
    'unterminated string literal starting',
    start,
    "escape a quote inside a string by doubling it, e.g. 'O''Brien'",
  );
}

export function tokenizeFilter(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (WHITESPACE.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ kind: ch === '(' ? 'open' : ch === ')' ? 'close' : 'comma', text: ch, position: i });
      i += 1;
      continue;
    }
    if (ch === "'") {
      const { value, end } = readString(text, i);
      tokens.push({ kind: 'string', text: value, position: i });
      i = end;
      continue;
    }
    const guid = matchAt(GUID, text, i);
    if (guid !== null) {
      tokens.push({ kind: 'guid', text: guid, position: i });
      i += guid.length;
      continue;
    }
    if (/[\d-]/.test(ch)) {
      const dto = matchAt(DATE_TIME_OFFSET, text, i);
      if (dto !== null) {
        tokens.push({ kind: 'dateTimeOffset', text: dto, position: i });
        i += dto.length;
        continue;
      }
      const date = matchAt(DATE, text, i);
      if (date !== null) {
        tokens.push({ kind: 'date', text: date, position: i });
        i += date.length;
        continue;
      }
      const num = matchAt(NUMBER, text, i);
      if (num !== null) {
        tokens.push({ kind: 'number', text: num, position: i });
        i += num.length;
        continue;
      }
      throw new ODataQueryError('$filter', `malformed literal '${text.slice(i, i + 30).split(/\s/)[0] ?? ''}'`, i);
    }
    const word = matchAt(WORD, text, i);
    if (word !== null) {
      tokens.push({ kind: 'word', text: word, position: i });
      i += word.length;
      continue;
    }
    throw new ODataQueryError('$filter', `unexpected character '${ch}'`, i);
  }
  tokens.push({ kind: 'end', text: '', position: text.length });
  return tokens;
}
