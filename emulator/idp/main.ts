// Entry point of the local identity provider (`npm run idp`; started by the demo and the company sign-in tests).
// IDP_PORT (4020), IDP_HOST (127.0.0.1), IDP_CLIENT_ID (slotboard), IDP_CLIENT_SECRET, IDP_REDIRECT_URIS
// (comma-separated).
import { buildIdp, DEMO_IDP_USERS } from './build-idp';

const port = Number(process.env.IDP_PORT ?? 4020);
const secret = process.env.IDP_CLIENT_SECRET;
const redirectUris = (process.env.IDP_REDIRECT_URIS ?? '')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);
if (!secret || redirectUris.length === 0) {
  console.error('idp: set IDP_CLIENT_SECRET and IDP_REDIRECT_URIS (e.g. http://127.0.0.1:3000/api/auth/callback/oidc)');
  process.exit(1);
}

const idp = buildIdp({
  port,
  host: process.env.IDP_HOST ?? '127.0.0.1',
  clientId: process.env.IDP_CLIENT_ID ?? 'slotboard',
  clientSecret: secret,
  redirectUris,
  users: DEMO_IDP_USERS,
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void idp.stop().finally(() => process.exit(0));
  });
}

idp
  .start()
  .then(() =>
    console.log(
      `identity provider (OpenID Connect) on ${idp.issuer}: any password; users ` +
        `${Object.keys(DEMO_IDP_USERS).join(', ')}`,
    ),
  )
  .catch((e: unknown) => {
    console.error('idp failed to start:', e);
    process.exit(1);
  });
