// A real OpenID Connect provider (oidc-provider, the certified implementation) for the demo and the tests: the
// authorization code flow with PKCE, signed ID tokens, discovery and keys, and oidc-provider's development login page
// (any login name, any password). Who a login name is (e-mail, name, groups) comes from a small table the tests set
// through /_idp/users; /_idp/tamper makes the next ID tokens wrong in one chosen way, so the tests can show that the
// dashboard refuses them. Not for production: anyone can sign in as anyone.
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface IdpUser {
  email: string;
  name: string;
  groups: string[];
  emailVerified?: boolean;
  /**
   * The ID token's claims exactly as the tests want them, over the ones above: a value replaces that claim, null
   * leaves it out (an e-mail without `email_verified`, a `preferred_username` without `email`, a string "false").
   */
  claims?: Record<string, unknown>;
}

/** Ways the ID token can be made wrong: another issuer or audience, another nonce, or a broken signature. */
export const TAMPER_MODES = ['none', 'issuer', 'audience', 'nonce', 'signature'] as const;
export type TamperMode = (typeof TAMPER_MODES)[number];

export interface IdpConfig {
  port: number;
  host: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  users: Record<string, IdpUser>;
}

/** The demo's people at the provider: sign in with the login name (any password). */
export const DEMO_IDP_USERS: Record<string, IdpUser> = {
  'sso-admin': { email: 'sso-admin@example.com', name: 'SSO Admin', groups: ['slotboard-admins'] },
  'sso-planner': { email: 'sso-planner@example.com', name: 'SSO Planner', groups: ['slotboard-planners', 'everyone'] },
  'sso-viewer': { email: 'sso-viewer@example.com', name: 'SSO Viewer', groups: ['slotboard-viewers', 'everyone'] },
  'sso-nobody': { email: 'sso-nobody@example.com', name: 'SSO Nobody', groups: ['everyone'] },
};

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function buildIdp(config: IdpConfig) {
  const issuer = `http://${config.host}:${config.port}`;
  const users = new Map(Object.entries(config.users));
  let tamper: TamperMode = 'none';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = b64(randomBytes(8));
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uris: config.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [b64(randomBytes(32))] },
    features: { devInteractions: { enabled: true } },
    // Every client must use PKCE, as Slotboard does.
    pkce: { required: () => true },
    // The claims of the granted scopes go into the ID token itself (Slotboard reads the groups there).
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups', 'preferred_username'],
    },
    // A first-party client: no consent page, the requested scopes are granted at sign-in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    // Read at every token: a change of groups counts from the next sign-in.
    async findAccount(_ctx, sub) {
      const user = users.get(sub) ?? { email: `${sub}@idp.example.com`, name: sub, groups: [] };
      return {
        accountId: sub,
        claims: () =>
          withOverrides(
            {
              sub,
              email: user.email,
              email_verified: user.emailVerified ?? true,
              name: user.name,
              groups: user.groups,
            },
            user.claims,
          ),
      };
    },
  };
  const provider = new Provider(issuer, configuration);

  // The tests' wrong ID tokens: signed with the provider's own key (only the signature mode breaks it), so only the
  // changed claim can be why Slotboard refuses them.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.path !== '/token' || tamper === 'none' || !body || typeof body.id_token !== 'string') return;
    body.id_token = tamperWith(body.id_token, tamper, privateKey);
  });

  const callback = provider.callback();
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/_idp/')) {
      void control(request, response).catch((error: unknown) => answer(response, 500, { error: String(error) }));
      return;
    }
    void callback(request, response);
  });

  async function control(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuer);
    if (request.method === 'GET' && url.pathname === '/_idp/health')
      return answer(response, 200, { ok: true, pid: process.pid, issuer });
    const user = /^\/_idp\/users\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'PUT' && user) {
      const body = (await readJson(request)) as Partial<IdpUser>;
      const login = decodeURIComponent(user[1]!);
      const next: IdpUser = {
        email: body.email ?? `${login}@idp.example.com`,
        name: body.name ?? login,
        groups: body.groups ?? [],
        emailVerified: body.emailVerified,
        claims: body.claims,
      };
      users.set(login, next);
      return answer(response, 200, { login, ...next });
    }
    if (request.method === 'PUT' && url.pathname === '/_idp/tamper') {
      const { mode } = (await readJson(request)) as { mode?: string };
      if (!TAMPER_MODES.includes(mode as TamperMode))
        return answer(response, 400, { error: `mode must be one of ${TAMPER_MODES.join(', ')}` });
      tamper = mode as TamperMode;
      return answer(response, 200, { mode: tamper });
    }
    return answer(response, 404, { error: 'not found' });
  }

  return {
    issuer,
    start: () =>
      new Promise<void>((resolve, reject) =>
        server.once('error', reject).listen(config.port, config.host, () => resolve()),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The ID token changed in the one way asked for. */
export function tamperWith(idToken: string, mode: Exclude<TamperMode, 'none'>, key: KeyObject): string {
  const [header, payload, signature] = idToken.split('.') as [string, string, string];
  if (mode === 'signature') {
    const bytes = Buffer.from(signature, 'base64url');
    bytes[bytes.length - 1]! ^= 0x01;
    return `${header}.${payload}.${b64(bytes)}`;
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (mode === 'issuer') claims.iss = 'https://idp.attacker.example';
  if (mode === 'audience') claims.aud = 'another-client';
  if (mode === 'nonce') claims.nonce = b64(randomBytes(16));
  const signed = `${header}.${b64(JSON.stringify(claims))}`;
  return `${signed}.${b64(sign('sha256', Buffer.from(signed), key))}`;
}

/** The claims with the tests' exact ones over them; null removes a claim. `sub` always stays the login name. */
export function withOverrides(
  base: { sub: string } & Record<string, unknown>,
  overrides: Record<string, unknown> = {},
): { sub: string } & Record<string, unknown> {
  const claims: { sub: string } & Record<string, unknown> = { ...base, ...overrides, sub: base.sub };
  for (const [name, value] of Object.entries(overrides)) if (value === null) delete claims[name];
  return claims;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 64 * 1024) throw new Error('body too large');
  }
  return text ? JSON.parse(text) : {};
}
