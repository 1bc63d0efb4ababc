import { describe, expect, it } from 'vitest';
import { createPageCursors, nextPagePath } from './read-odata-collection';

describe('nextPagePath', () => {
  const page = '/odata/v1/demo/Order';

  it('keeps a next-page link below the base URL without repeating the base path', () => {
    expect(nextPagePath('https://svc.example/odata/v1/demo/Order?$skiptoken=5', 'https://svc.example', page)).toEqual({
      path: page,
      query: '$skiptoken=5',
    });
    expect(
      nextPagePath('https://svc.example/tsr/odata/v1/demo/Order?$skiptoken=5', 'https://svc.example/tsr/', page),
    ).toEqual({ path: page, query: '$skiptoken=5' });
  });

  it('reads a relative link against the page that carried it', () => {
    expect(nextPagePath('Order?$skiptoken=7', 'https://svc.example/tsr', page)).toEqual({
      path: page,
      query: '$skiptoken=7',
    });
    expect(nextPagePath('/tsr/odata/v1/demo/Order?$skip=2', 'https://svc.example/tsr', page)).toEqual({
      path: page,
      query: '$skip=2',
    });
  });

  it('refuses a link to another host, or outside the base path, naming the field', () => {
    expect(() => nextPagePath('https://evil.example/odata/v1/demo/Order', 'https://svc.example', page)).toThrow(
      /another host \(evil\.example\)/,
    );
    expect(() => nextPagePath('http://svc.example/odata/v1/demo/Order', 'https://svc.example', page)).toThrow(
      /another host/,
    );
    expect(() =>
      nextPagePath('https://svc.example/other/odata/v1/demo/Order', 'https://svc.example/tsr', page),
    ).toThrow(/outside its address/);
    expect(() => nextPagePath('https://svc.example/tsrx/odata', 'https://svc.example/tsr', page)).toThrow(
      /outside its address/,
    );
    for (const escape of ['/tsr/../other/x', '/tsr/%2e%2e/other', '../../../../x', '//evil.example/x']) {
      expect(() => nextPagePath(escape, 'https://svc.example/tsr', page), escape).toThrow(
        /outside its address|another host/,
      );
    }
  });

  it('keeps the query of the link: its escapes as written, a quote percent-encoded (the same on the wire)', () => {
    expect(
      nextPagePath("Order?$filter=contains(OrderNumber,'a+b%20c')&$skiptoken=9", 'https://svc.example/tsr', page),
    ).toEqual({ path: page, query: '$filter=contains(OrderNumber,%27a+b%20c%27)&$skiptoken=9' });
  });
});

describe('page cursors', () => {
  const link = (offset: number) => ({ offset, path: '/odata/v1/demo/Order', query: `$skiptoken=${offset}` });

  it('start a page at the nearest link at or before it, per query', () => {
    const cursors = createPageCursors();
    expect(cursors.nearest('q', 40)).toBeUndefined();
    for (const offset of [100, 200, 300]) cursors.keep('q', link(offset));
    expect(cursors.nearest('q', 99)).toBeUndefined();
    expect(cursors.nearest('q', 100)).toEqual(link(100));
    expect(cursors.nearest('q', 250)).toEqual(link(200));
    expect(cursors.nearest('q', 5000)).toEqual(link(300));
    expect(cursors.nearest('other', 250)).toBeUndefined();
  });

  it('keep a link once, and forget the query used longest ago past twenty', () => {
    const cursors = createPageCursors();
    cursors.keep('q0', link(100));
    cursors.keep('q0', { ...link(100), query: 'another' });
    expect(cursors.nearest('q0', 100)?.query).toBe('$skiptoken=100');
    for (let i = 1; i <= 20; i++) cursors.keep(`q${i}`, link(100));
    expect(cursors.nearest('q0', 100)).toBeUndefined();
    expect(cursors.nearest('q1', 100)).toEqual(link(100));
  });
});
