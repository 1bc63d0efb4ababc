'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { WebhookOverview, WebhookStatus } from '../contract';

const link = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

/** A fresh install: say what is still missing before the first event can arrive, and where to set it. */
function NothingArrived({ overview }: { overview: WebhookOverview }) {
  const t = useTranslations('admin.webhooks.inbox');
  const connection = (chunks: ReactNode) => (
    <Link href="/admin/connection" className={link}>
      {chunks}
    </Link>
  );
  const configured = overview.environments.filter((e) => e.configured);
  if (configured.length === 0) return <p>{t.rich('nothingNoConnection', { link: connection })}</p>;
  if (configured.every((e) => e.secrets.length === 0)) return <p>{t.rich('nothingNoSecret', { link: connection })}</p>;
  return (
    <p>
      {t.rich('nothing', {
        link: connection,
        url: overview.receiverUrl,
        code: (chunks) => <span className="font-mono text-xs">{chunks}</span>,
      })}
    </p>
  );
}

interface InboxEmptyProps {
  overview: WebhookOverview;
  status: WebhookStatus | 'all';
  search: string;
  pastLastPage: boolean;
  onFirstPage: () => void;
  onShowEvery: () => void;
}

/** No event on this page: nothing arrived yet, a page past the last, or nothing matching the filter or search. */
export function InboxEmpty({ overview, status, search, pastLastPage, onFirstPage, onShowEvery }: InboxEmptyProps) {
  const t = useTranslations('admin');
  const { counts } = overview;
  const all = counts.received + counts.retrying + counts.processed + counts.dead;
  return (
    <div className="px-4 pb-5 text-sm text-zinc-600 dark:text-zinc-400" data-testid="inbox-empty">
      {all === 0 ? (
        <NothingArrived overview={overview} />
      ) : pastLastPage ? (
        <p>
          {t('pastLastPage')}{' '}
          <button type="button" className={link} onClick={onFirstPage}>
            {t('firstPage')}
          </button>
        </p>
      ) : (
        <p>
          {search
            ? t('webhooks.inbox.noMatch', { status, search })
            : status === 'all'
              ? t('webhooks.inbox.noEventsOnPage')
              : t('webhooks.inbox.empty', { status, days: overview.retentionDays })}{' '}
          <button type="button" className={link} onClick={onShowEvery}>
            {t('webhooks.inbox.showEvery')}
          </button>
        </p>
      )}
    </div>
  );
}
