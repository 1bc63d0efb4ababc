import { describe, expect, it } from 'vitest';
import { Router } from './router';

const ok = () => ({ status: 200 });

describe('Router', () => {
  const router = new Router()
    .add('GET', '/v3/:tenant/Reservations/:id', ok)
    .add('PUT', '/v3/:tenant/Reservations/:id', ok)
    .add('GET', '/odata/v1/:tenant/*rest', ok);

  it('captures params and matches literals case-insensitively', () => {
    expect(router.match('GET', '/v3/demo/reservations/abc')).toMatchObject({ params: { tenant: 'demo', id: 'abc' } });
    expect(router.match('GET', '/odata/v1/demo/Reservation(1)/Patch')).toMatchObject({
      params: { rest: 'Reservation(1)/Patch' },
    });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('DELETE', '/v3/demo/Reservations/abc')).toEqual({ allowed: ['GET', 'PUT'] });
    expect(router.match('GET', '/v3/demo/Nothing')).toBeNull();
  });
});
