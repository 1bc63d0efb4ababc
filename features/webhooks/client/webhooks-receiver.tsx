'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { WebhookOverview } from '../contract';
import { WebhookTime } from './webhooks-time';

const GREEN_BADGE =
  'ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-900 ' +
  'dark:text-green-100';

/** Where the service sends its webhooks, and which secrets each environment verifies them with (ids only). */
export function WebhooksReceiver({ receiverUrl, environments }: Pick<WebhookOverview, 'receiverUrl' | 'environments'>) {
  const t = useTranslations('admin');
  const link = (chunks: ReactNode) => <ConnectionLink>{chunks}</ConnectionLink>;
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(receiverUrl);
      setCopied('copied');
    } catch {
      // No clipboard (permission, an old browser): the field is selectable by hand.
      setCopied('failed');
    }
  }

  return (
    <section
      aria-labelledby="webhooks-receiver-heading"
      className="space-y-4 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="webhooks-receiver-heading" className="text-base font-semibold">
        {t('webhooks.receiver.heading')}
      </h2>
      <div>
        <label htmlFor="webhooks-receiver-url" className="block text-sm font-medium">
          {t('webhooks.receiver.url')}
        </label>
        <p id="webhooks-receiver-hint" className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('webhooks.receiver.urlHint')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input
            id="webhooks-receiver-url"
            readOnly
            value={receiverUrl}
            aria-describedby="webhooks-receiver-hint"
            onFocus={(e) => e.currentTarget.select()}
            className={
              'min-w-0 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-3 py-2 font-mono text-sm ' +
              'dark:border-zinc-700 dark:bg-zinc-950'
            }
          />
          <Button variant="secondary" onClick={copy}>
            {t('webhooks.receiver.copy')}
          </Button>
          <span role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {copied === 'copied'
              ? t('webhooks.receiver.copied')
              : copied === 'failed'
                ? t('webhooks.receiver.copyFailed')
                : ''}
          </span>
        </div>
      </div>

      <div>
        <h3 className="text-sm font-medium">{t('webhooks.receiver.secrets')}</h3>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.rich('webhooks.receiver.secretsHelp', { link })}</p>
        <ul className="mt-2 grid gap-3 sm:grid-cols-3">
          {environments.map((e) => (
            <li
              key={e.environment}
              className="rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-700"
              data-environment={e.environment}
            >
              <p className="font-semibold">
                {t('environment', { environment: e.environment })}
                {e.active ? <span className={GREEN_BADGE}>{t('webhooks.receiver.active')}</span> : null}
              </p>
              {!e.configured ? (
                <p className="mt-1 text-zinc-600 dark:text-zinc-400">
                  {t.rich('webhooks.receiver.notConfigured', { link })}
                </p>
              ) : e.secrets.length === 0 ? (
                <p className="mt-1 text-amber-800 dark:text-amber-300">
                  {t.rich('webhooks.receiver.noSecret', { link })}
                </p>
              ) : (
                <ul className="mt-1 space-y-0.5 text-zinc-700 dark:text-zinc-300">
                  {e.secrets.map((s, i) => (
                    <li key={s.id}>
                      {t.rich('webhooks.receiver.secret', {
                        number: i + 1,
                        id: s.id.slice(0, 8),
                        code: (chunks) => (
                          <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{chunks}</span>
                        ),
                        time: () => <WebhookTime iso={s.addedAt} />,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ConnectionLink({ children }: { children: ReactNode }) {
  return (
    <Link
      href="/admin/connection"
      className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
    >
      {children}
    </Link>
  );
}
