// The literal tokens of a $filter (strings, numbers, Guids, dates) as typed literal nodes.
import type { LiteralExpr } from './filter-ast';
import type { EdmType } from './odata-model';
import { fail } from './check-filter-operands';
import { parseDate, parseDateTimeOffset } from './parse-date-time-offset';
import type { Token } from './tokenize-filter';

function numberLiteral(token: Token): LiteralExpr {
  const value = Number(token.text);
  if (!Number.isFinite(value)) fail(`number '${token.text}' is out of range`, token.position);
  let type: EdmType;
  if (/[eE]/.test(token.text)) type = 'Edm.Double';
  else if (token.text.includes('.')) type = 'Edm.Decimal';
  else type = Math.abs(value) <= 2_147_483_647 ? 'Edm.Int32' : 'Edm.Int64';
  return { kind: 'literal', type, value, text: token.text, position: token.position };
}

/** A literal token as its node; the parser hands over only the kinds below. */
export function parseLiteralToken(token: Token): LiteralExpr {
  switch (token.kind) {
    case 'string':
      return { kind: 'literal', type: 'Edm.String', value: token.text, text: token.text, position: token.position };
    case 'number':
      return numberLiteral(token);
    case 'guid':
      return {
        kind: 'literal',
        type: 'Edm.Guid',
        value: token.text.toLowerCase(),
        text: token.text,
        position: token.position,
      };
    case 'dateTimeOffset': {
      const ms = parseDateTimeOffset(token.text);
      if (ms === null) {
        fail(
          `invalid DateTimeOffset literal '${token.text}'`,
          token.position,
          'use YYYY-MM-DDThh:mm[:ss[.fff]] followed by Z or an offset like +01:00 (URL-encode + as %2B)',
        );
      }
      return { kind: 'literal', type: 'Edm.DateTimeOffset', value: ms, text: token.text, position: token.position };
    }
    case 'date': {
      const day = parseDate(token.text);
      if (day === null) fail(`invalid Date literal '${token.text}'`, token.position);
      return { kind: 'literal', type: 'Edm.Date', value: day, text: token.text, position: token.position };
    }
    default:
      return fail(`unexpected '${token.text}'`, token.position);
  }
}
