// Who is calling: Bearer JWT everywhere, Basic only where the spec allows it (REST v3); 401 for bad credentials, 403
// without API access.
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { EmulatorError } from '../lib/emulator-error';
import { verifyToken } from './sign-token';

export const API_ROLE = 'API access';

export interface User {
  username: string;
  password: string;
  roles: string[];
}

export const USERS: User[] = [
  { username: 'api', password: 'api-password', roles: [API_ROLE] },
  { username: 'noapi', password: 'noapi-password', roles: [] },
];

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const unauthorized = (message: string, scheme: string) =>
  new EmulatorError(
    401,
    'UNAUTHORIZED',
    message,
    [],
    {},
    { 'WWW-Authenticate': scheme === 'Basic' ? 'Basic realm="emulator", Bearer' : 'Bearer error="invalid_token"' },
  );

const forbidden = (username: string) =>
  new EmulatorError(403, 'FORBIDDEN', `User ${username} does not hold the role ${API_ROLE}`);

/** Checks a username and password; throws 401 or 403. */
export function checkPassword(username: string, password: string): User {
  const user = USERS.find((u) => u.username === username);
  if (!user || !sameText(user.password, password)) throw unauthorized('Wrong username or password', 'Basic');
  if (!user.roles.includes(API_ROLE)) throw forbidden(username);
  return user;
}

export function authenticateRequest(
  req: IncomingMessage,
  opts: { allowBasic: boolean; secret: string; tenant: string; now: number },
): string {
  const header = req.headers.authorization ?? '';
  const [scheme = '', value = ''] = header.split(' ', 2);
  if (scheme.toLowerCase() === 'bearer' && value) {
    const claims = verifyToken(value, opts.secret, opts.now);
    if (typeof claims === 'string') throw unauthorized(`Bearer token refused: ${claims}`, 'Bearer');
    if (claims.tenant !== opts.tenant) throw unauthorized('Bearer token is for another tenant', 'Bearer');
    if (!claims.roles.includes(API_ROLE)) throw forbidden(claims.sub);
    return claims.sub;
  }
  if (scheme.toLowerCase() === 'basic' && value) {
    if (!opts.allowBasic)
      throw unauthorized('Basic credentials are accepted on the REST v3 endpoints only; use a Bearer token', 'Bearer');
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw unauthorized('Malformed Basic credentials', 'Basic');
    return checkPassword(decoded.slice(0, colon), decoded.slice(colon + 1)).username;
  }
  throw unauthorized('Authorization header missing', opts.allowBasic ? 'Basic' : 'Bearer');
}
