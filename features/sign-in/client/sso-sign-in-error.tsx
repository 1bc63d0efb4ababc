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

export function SsoSignInError({ code }: { code: string | undefined }) {
  const t = useTranslations('sso.signIn');
  if (!code || !PROVIDER_ERRORS.has(code)) return null;
  return (
    <Alert tone="error" className="mb-4">
      {t('failed')}
    </Alert>
  );
}
