import { describe, expect, it } from 'vitest';
import {
  and,
  buildQueryString,
  compare,
  containsText,
  encodeQueryValue,
  inGuids,
  odataDate,
  odataDateTime,
  odataGuid,
  odataString,
  or,
  timeWindow,
} from './build-odata-query';

describe('odataString', () => {
  it('doubles quotes and leaves other characters to URL encoding', () => {
    expect(odataString("O'Brien").odata).toBe("'O''Brien'");
    expect(odataString("''").odata).toBe("''''''");
    expect(odataString('50% + 1) & #2').odata).toBe("'50% + 1) & #2'");
    expect(odataString('Plzeň – 東京').odata).toBe("'Plzeň – 東京'");
  });

  it('keeps an injection attempt inside the literal', () => {
    const f = compare('OrderNumber', 'eq', odataString("x') or (1 eq 1"));
    expect(f.odata).toBe("OrderNumber eq 'x'') or (1 eq 1'");
  });
});

describe('odataGuid and odataDateTime', () => {
  it('writes GUIDs bare and lower-case, refusing anything else', () => {
    expect(odataGuid('3FA85F64-5717-4562-B3FC-2C963F66AFA6').odata).toBe('3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(() => odataGuid("3fa85f64' or 1 eq 1")).toThrow(
      expect.objectContaining({ code: 'validation_failed', message: expect.stringMatching(/must be a GUID/) }),
    );
  });

  it('writes DateTimeOffset values bare, keeping a service-sent string verbatim', () => {
    expect(odataDateTime(new Date(Date.UTC(2026, 2, 2, 8))).odata).toBe('2026-03-02T08:00:00.000Z');
    expect(odataDateTime('2026-03-02T08:00:00.1234567+01:00').odata).toBe('2026-03-02T08:00:00.1234567+01:00');
    expect(() => odataDateTime('2026-03-02 08:00')).toThrow(/ISO 8601/);
    expect(() => odataDateTime(new Date(NaN))).toThrow(/valid date/);
  });
});

describe('filter expressions', () => {
  it('builds a time window and combines with and/or', () => {
    const w = timeWindow('StartUtc', new Date('2026-01-01T00:00:00Z'), new Date('2026-01-02T00:00:00Z'));
    expect(w.odata).toBe('(StartUtc ge 2026-01-01T00:00:00.000Z) and (StartUtc lt 2026-01-02T00:00:00.000Z)');
    expect(or(w, compare('Id', 'gt', odataGuid('3fa85f64-5717-4562-b3fc-2c963f66afa6'))).odata).toMatch(
      /^\(\(StartUtc .*\)\) or \(Id gt 3fa85f64/,
    );
    expect(and(containsText('OrderNumber', "A'B")).odata).toBe("(contains(tolower(OrderNumber),'a''b'))");
  });

  it('refuses property names that are not identifiers', () => {
    expect(() => compare('Id) or (1 eq 1', 'eq', odataString('x'))).toThrow(/property name/);
  });
});

describe('URL encoding', () => {
  it('percent-encodes every character with a meaning in a URL', () => {
    expect(encodeQueryValue("a'b%c+d)e&f#g h(i")).toBe('a%27b%25c%2Bd%29e%26f%23g%20h%28i');
    expect(encodeQueryValue('ň東')).toBe('%C5%88%E6%9D%B1');
  });

  it('round-trips through a standard decoder', () => {
    const filter = containsText('OrderNumber', "PO-1 'x' 50%+1) & #ň");
    const qs = buildQueryString({ filter, orderby: 'StartUtc asc,Id asc', top: 1000 });
    expect(qs).toMatch(/^\$filter=.*&\$orderby=StartUtc%20asc%2CId%20asc&\$top=1000$/);
    const params = new URLSearchParams(qs);
    expect(params.get('$filter')).toBe("contains(tolower(OrderNumber),'po-1 ''x'' 50%+1) & #ň')");
    expect(params.get('$top')).toBe('1000');
  });
});

describe('paging options, days and id lists', () => {
  it('asks for a page with its total, leaving $skip out at the start', () => {
    expect(buildQueryString({ orderby: 'OrderNumber desc, Id asc', top: 51, skip: 0, count: true })).toBe(
      '$orderby=OrderNumber%20desc%2C%20Id%20asc&$top=51&$count=true',
    );
    expect(buildQueryString({ top: 26, skip: 50 })).toBe('$top=26&$skip=50');
  });

  it('writes a day bare and refuses anything else', () => {
    expect(compare('DeliveryDate', 'ge', odataDate('2026-11-23')).odata).toBe('DeliveryDate ge 2026-11-23');
    for (const bad of ['2026-11-31', "2026-11-23' or true", '23.11.2026', ''])
      expect(() => odataDate(bad)).toThrow(/must be a date/);
  });

  it('lists GUIDs lower-case and refuses a list holding anything else', () => {
    expect(
      inGuids('SupplierId', ['3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F', '0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11']).odata,
    ).toBe('SupplierId in (3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f,0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11)');
    expect(() => inGuids('SupplierId', ["x') or (true"])).toThrow(/GUID/);
    expect(() => inGuids('SupplierId', [])).toThrow();
  });
});
