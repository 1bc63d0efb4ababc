import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@/lib/contracts';

// A browser that has signed in to an account carries a "known client" entry for it: a random id and an HMAC binding
// that id to the account's e-mail, keyed from NEXTAUTH_SECRET. Failed sign-ins from such a browser are counted under
// its id alone, so nobody else's failures can stop it (OWASP's device cookies). One cookie holds the entries of the
// last few accounts signed in from the browser.
const MAX_ENTRIES = 5;
const ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, '', 'slotboard known-client cookie v1', 32));
const sign = (secret: string, email: string, id: string) =>
  createHmac('sha256', keyOf(secret))
    .update(`${normalizeEmail(email)}\0${id}`)
    .digest('base64url');

function entriesOf(cookie: string | null | undefined): { id: string; signature: string }[] {
  return (cookie ?? '')
    .split('~')
    .map((entry) => {
      const [id = '', signature = ''] = entry.split('.');
      return { id, signature };
    })
    .filter((e) => ID.test(e.id) && SIGNATURE.test(e.signature))
    .slice(0, MAX_ENTRIES);
}

export const knownClientCookie = {
  /** `__Secure-` when served over https, so a plain-http page on a sibling host cannot plant one. */
  name: (secure: boolean) => (secure ? '__Secure-slotboard.known-client' : 'slotboard.known-client'),
  maxAgeSeconds: 180 * 24 * 60 * 60,
  /** Only the sign-in endpoints need it. */
  path: '/api/auth',

  /** This browser's id for the account, when the cookie holds a valid entry for it; otherwise null. */
  find(cookie: string | null | undefined, email: string, secret: string): string | null {
    for (const { id, signature } of entriesOf(cookie)) {
      const expected = Buffer.from(sign(secret, email, id));
      if (timingSafeEqual(Buffer.from(signature), expected)) return id;
    }
    return null;
  },

  /** The cookie's value after a successful sign-in to the account: a fresh entry for it first, then the others kept. */
  add(cookie: string | null | undefined, email: string, secret: string): string {
    const previous = knownClientCookie.find(cookie, email, secret);
    const id = randomBytes(16).toString('base64url');
    const kept = entriesOf(cookie).filter((e) => e.id !== previous);
    return [{ id, signature: sign(secret, email, id) }, ...kept]
      .slice(0, MAX_ENTRIES)
      .map((e) => `${e.id}.${e.signature}`)
      .join('~');
  },
};
