'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Options, SelectField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { isLocale, type Locale, LOCALE_NAMES, LOCALES } from '@/lib/contracts';
import { useSaveSiteLocale } from '@/lib/queries';

// Admin → Users: the site's language, for everyone whose own setting and browser name none Slotboard speaks.
export function SiteLanguage({ initial }: { initial: Locale }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const [locale, setLocale] = useState<Locale>(initial);
  const save = useSaveSiteLocale();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ locale });
  }

  return (
    <section
      aria-labelledby="site-language-heading"
      className="mt-8 max-w-xl rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="site-language-heading" className="text-base font-semibold">
        {t('siteLanguage.heading')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('siteLanguage.description')}</p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-48">
          <SelectField
            label={t('siteLanguage.label')}
            value={locale}
            onChange={(e) => {
              if (isLocale(e.target.value)) setLocale(e.target.value);
              save.reset();
            }}
          >
            <Options items={LOCALES} value={(code) => code} label={(code) => LOCALE_NAMES[code]} />
          </SelectField>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </form>
      {save.isSuccess ? (
        <Alert tone="success" className="mt-3">
          {t('common.saved')}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
    </section>
  );
}
