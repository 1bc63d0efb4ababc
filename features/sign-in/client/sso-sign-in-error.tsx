import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';

// next-auth's codes for a provider sign-in that failed (a refused or tampered answer, an unreachable provider): the
// sign-in page says so once, in the reader's language, and never shows the code's own words.
const PROVIDER_ERRORS = new Set([
  'OAuthSignin',
  'OAuthCallback',
  'OAuthCreateAccount',
  'OAuthAccountNotLinked',
  'Callback',
  'AccessDenied',
  'Configuration',
  'Default',
]);

// Ours (lib/auth/handle-auth-request.ts): the provider's discovery document was refused (an address the server may
// not use, a malformed or foreign document) or could not be fetched. The admin finds the reason in the server log.
const OWN_ERRORS = { ProviderRefused: 'providerRefused', ProviderUnavailable: 'providerUnavailable' } as const;

export function SsoSignInError({ code }: { code: string | undefined }) {
  const t = useTranslations('sso.signIn');
  if (!code) return null;
  const own = Object.hasOwn(OWN_ERRORS, code) ? OWN_ERRORS[code as keyof typeof OWN_ERRORS] : null;
  if (!own && !PROVIDER_ERRORS.has(code)) return null;
  return (
    <Alert tone="error" className="mb-4">
      {t(own ?? 'failed')}
    </Alert>
  );
}
