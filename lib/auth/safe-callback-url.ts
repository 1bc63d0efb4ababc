/** Only same-site paths: an open redirect after sign-in would hand the session to a look-alike site. */
export function safeCallbackUrl(value: string | undefined | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.startsWith('/login')) return '/schedule';
  return value;
}
