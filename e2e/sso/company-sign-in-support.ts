// What the company sign-in specs share: the cookie that says a session was made.
export const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token/;
