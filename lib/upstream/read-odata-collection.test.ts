import { describe, expect, it } from 'vitest';
import { nextPagePath } from './read-odata-collection';

describe('nextPagePath', () => {
  const page = '/odata/v1/demo/Order';

  it('keeps a next-page link below the base URL without repeating the base path', () => {
    expect(nextPagePath('https://svc.example/odata/v1/demo/Order?$skiptoken=5', 'https://svc.example', page)).toEqual({ path: page, query: '$skiptoken=5' });
    expect(nextPagePath('https://svc.example/tsr/odata/v1/demo/Order?$skiptoken=5', 'https://svc.example/tsr/', page)).toEqual({ path: page, query: '$skiptoken=5' });
  });

  it('reads a relative link against the page that carried it', () => {
    expect(nextPagePath('Order?$skiptoken=7', 'https://svc.example/tsr', page)).toEqual({ path: page, query: '$skiptoken=7' });
    expect(nextPagePath('/tsr/odata/v1/demo/Order?$skip=2', 'https://svc.example/tsr', page)).toEqual({ path: page, query: '$skip=2' });
  });

  it('refuses a link to another host, or outside the base path, naming the field', () => {
    expect(() => nextPagePath('https://evil.example/odata/v1/demo/Order', 'https://svc.example', page)).toThrow(/another host \(evil\.example\)/);
    expect(() => nextPagePath('http://svc.example/odata/v1/demo/Order', 'https://svc.example', page)).toThrow(/another host/);
    expect(() => nextPagePath('https://svc.example/other/odata/v1/demo/Order', 'https://svc.example/tsr', page)).toThrow(/outside its address/);
    expect(() => nextPagePath('https://svc.example/tsrx/odata', 'https://svc.example/tsr', page)).toThrow(/outside its address/);
    for (const escape of ['/tsr/../other/x', '/tsr/%2e%2e/other', '../../../../x', '//evil.example/x']) {
      expect(() => nextPagePath(escape, 'https://svc.example/tsr', page), escape).toThrow(/outside its address|another host/);
    }
  });

  it('keeps the query of the link: its escapes as written, a quote percent-encoded (the same on the wire)', () => {
    expect(nextPagePath("Order?$filter=contains(OrderNumber,'a+b%20c')&$skiptoken=9", 'https://svc.example/tsr', page)).toEqual({ path: page, query: '$filter=contains(OrderNumber,%27a+b%20c%27)&$skiptoken=9' });
  });
});
