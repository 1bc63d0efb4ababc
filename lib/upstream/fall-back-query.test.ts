import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { createDialect, findRefusedOptions, readWithFallback, type RefusableOption } from './fall-back-query';

const refusal = (serviceMessage: string, status = 400) =>
  new AppError('upstream_error', 'refused', {
    reason: status === 400 ? 'rejected_query' : 'service_error',
    status,
    serviceMessage,
  });

describe('the query dialect', () => {
  it('searches by substring and `in` while nothing is refused, noting what it used', () => {
    const d = createDialect(new Set());
    expect(d.search('OrderNo', "O'Brien").odata).toBe("contains(tolower(OrderNo),'o''brien')");
    expect(d.anyOfGuids('OrderId', ['11111111-1111-1111-1111-111111111111']).odata).toBe(
      'OrderId in (11111111-1111-1111-1111-111111111111)',
    );
    expect(d.may('$count')).toBe(true);
    expect([...d.used].sort()).toEqual(['$count', 'contains', 'in', 'tolower']);
  });

  it('falls back to an exact match, an or-chain of eq, and no $count or $skip', () => {
    const d = createDialect(new Set<RefusableOption>(['contains', 'in', '$count', '$skip']));
    expect(d.search('OrderNo', "PO-1'A").odata).toBe("OrderNo eq 'PO-1''A'");
    expect(
      d.anyOfGuids('OrderId', ['11111111-1111-1111-1111-111111111111', '22222222-2222-2222-2222-222222222222']).odata,
    ).toBe('(OrderId eq 11111111-1111-1111-1111-111111111111) or (OrderId eq 22222222-2222-2222-2222-222222222222)');
    expect([d.may('$count'), d.may('$skip')]).toEqual([false, false]);
    expect(d.used.size).toBe(0);
  });
});

describe('findRefusedOptions', () => {
  const used = new Set<RefusableOption>(['contains', 'tolower', 'in', '$count']);
  it('blames the options the service names', () => {
    expect(findRefusedOptions(refusal('Query options not supported: $count'), used)).toEqual(['$count']);
    expect(
      findRefusedOptions(refusal('$filter functions and operators not supported: contains, tolower'), used),
    ).toEqual(['contains', 'tolower']);
    expect(findRefusedOptions(refusal("The operator 'in' is not supported"), used)).toEqual(['in']);
  });

  it('blames every option used when the service names none, and 501 counts as a refusal', () => {
    expect(findRefusedOptions(refusal('Bad request'), used)).toEqual([...used]);
    expect(findRefusedOptions(refusal('Not implemented', 501), used)).toEqual([...used]);
  });

  it('is no refusal when nothing refusable was used or the error is another', () => {
    expect(findRefusedOptions(refusal('$count'), new Set())).toBeNull();
    expect(findRefusedOptions(new AppError('upstream_error', 'down', { reason: 'unreachable' }), used)).toBeNull();
    expect(findRefusedOptions(new Error('x'), used)).toBeNull();
  });
});

describe('readWithFallback', () => {
  it('retries once without what was refused and remembers it; the next read asks without it at once', async () => {
    const refused = new Set<RefusableOption>();
    const learnt: RefusableOption[][] = [];
    const sent: string[] = [];
    const read = (d: ReturnType<typeof createDialect>) => {
      const filter = d.search('OrderNo', 'po').odata;
      sent.push(filter);
      if (filter.startsWith('contains')) return Promise.reject(refusal('not supported: contains, tolower'));
      return Promise.resolve(filter);
    };
    await expect(readWithFallback(refused, read, (o) => learnt.push(o))).resolves.toBe("OrderNo eq 'po'");
    await readWithFallback(refused, read);
    expect(sent).toEqual(["contains(tolower(OrderNo),'po')", "OrderNo eq 'po'", "OrderNo eq 'po'"]);
    expect(learnt).toEqual([['contains', 'tolower']]);
  });

  it('learns one refusal after another from a service that names one at a time', async () => {
    const refused = new Set<RefusableOption>();
    let reads = 0;
    const read = async (d: ReturnType<typeof createDialect>) => {
      reads += 1;
      const filter = d.search('OrderNo', 'po').odata;
      if (d.may('$count')) throw refusal('Query option $count is not supported');
      if (filter.startsWith('contains')) throw refusal('contains is not supported');
      return filter;
    };
    await expect(readWithFallback(refused, read)).resolves.toBe("OrderNo eq 'po'");
    expect([reads, [...refused]]).toEqual([3, ['$count', 'contains']]);
  });

  it('passes other failures on untouched, and a refusal that teaches nothing new', async () => {
    const down = new AppError('upstream_error', 'down', { reason: 'unreachable' });
    const failDown = async (d: ReturnType<typeof createDialect>) => {
      d.search('A', 'b');
      throw down;
    };
    await expect(readWithFallback(new Set(), failDown)).rejects.toBe(down);
    const refused = new Set<RefusableOption>();
    const alwaysRefused = async (d: ReturnType<typeof createDialect>) => {
      d.may('$count');
      throw refusal('no');
    };
    await expect(readWithFallback(refused, alwaysRefused)).rejects.toThrow('refused');
    expect([...refused]).toEqual(['$count']);
  });
});
