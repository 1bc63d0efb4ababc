// Conformance of /_doc: the human-readable endpoint list and the OpenAPI document of the REST part.
import { describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '../testing/call-service';

const base = sharedEmulatorUrl();

describe('/_doc', () => {
  it('lists every service and control endpoint on a human-readable page', async () => {
    const page = await call(base, 'GET', '/_doc');
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const path of [
      '/v1/{tenant}/Token',
      '/v1/{tenant}/Ping',
      '/v3/{tenant}/Reservations/CreateFromOrders',
      '/v3/{tenant}/Resources',
      '/odata/v1/{tenant}/$metadata',
      '/_emulator/faults',
      '/_emulator/generate',
    ]) {
      expect(page.text).toContain(path);
    }
  });

  it('serves an OpenAPI 3.1 document of the REST part', async () => {
    const doc = await call(base, 'GET', '/_doc/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths).sort()).toEqual([
      '/v1/{tenant}/Ping',
      '/v1/{tenant}/Token',
      '/v3/{tenant}/Reservations',
      '/v3/{tenant}/Reservations/CreateFromOrders',
      '/v3/{tenant}/Reservations/{id}',
      '/v3/{tenant}/Resources',
    ]);
    expect(Object.keys(doc.body.components.schemas.Reservation.properties)).toContain('ExtCustomFieldBit3');
  });
});
