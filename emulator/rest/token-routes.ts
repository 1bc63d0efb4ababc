// Endpoints 1 and 2: POST /v1/{tenant}/Token (JWT with an expiry) and GET /v1/{tenant}/Ping (Bearer only).
import { z } from 'zod';
import { API_ROLE, checkPassword } from '../auth/authenticate-request';
import { signToken } from '../auth/sign-token';
import { parseBody } from '../domain/reservation-schemas';
import type { Router } from '../http/router';
import { EmulatorError } from '../lib/emulator-error';
import { guard, type Services } from '../services';

const tokenBody = z.object({ username: z.string().min(1), password: z.string().min(1) });

export function addTokenRoutes(router: Router, s: Services): void {
  router.add('POST', '/v1/:tenant/Token', async ({ params, body }) => {
    if (params.tenant!.toLowerCase() !== s.config.tenant.toLowerCase())
      throw new EmulatorError(404, 'TENANT_NOT_FOUND', `Tenant ${params.tenant} does not exist`);
    const { username, password } = parseBody(tokenBody, await body());
    const user = checkPassword(username, password);
    const iat = Math.floor(s.now() / 1000);
    const ttl = s.faults.current.tokenTtlS ?? s.config.tokenTtlS;
    const token = signToken(
      {
        sub: user.username,
        tenant: s.config.tenant,
        roles: user.roles.filter((r) => r === API_ROLE),
        iat,
        exp: iat + ttl,
      },
      s.state.jwtSecret,
    );
    return { status: 200, body: { token } };
  });

  router.add('GET', '/v1/:tenant/Ping', ({ req, params }) => {
    const user = guard(s, req, params.tenant, false);
    return {
      status: 200,
      body: { status: 'ok', tenant: s.config.tenant, user, serverTimeUtc: new Date(s.now()).toISOString() },
    };
  });
}
