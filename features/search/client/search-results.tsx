'use client';

// The search page: every reservation found for ?q= (the header's list shows the first few), what Slotboard's copy
// covers, and for an admin the download that fills it.
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { IncompleteMirrorNotice } from '@/features/sync';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useIssueMessage } from '@/components/ui/use-issue-message';
import { SEARCH_MIN_CHARS, SEARCH_LIMIT, toSearchKey, ZSearchQuery } from '../contract';
import { useReservationSearch } from './queries';
import { hitHref } from './describe-hit';
import { HitSummary } from './hit-summary';

const INPUT =
  'block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm ' +
  'text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 ' +
  'dark:text-zinc-100 dark:placeholder:text-zinc-400';

const HIT_LIST =
  'divide-y divide-zinc-200 rounded-md border border-zinc-200 bg-white ' +
  'dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900';

const HIT_LINK =
  'block px-4 py-3 hover:bg-zinc-50 focus-visible:bg-zinc-50 dark:hover:bg-zinc-800 ' +
  'dark:focus-visible:bg-zinc-800';

export function SearchResults({ canSync }: { canSync: boolean }) {
  const t = useTranslations('search.page');
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const [draft, setDraft] = useState(q);
  const [draftFor, setDraftFor] = useState(q);
  // A new ?q= (the header's search) replaces what was typed here.
  if (draftFor !== q) {
    setDraftFor(q);
    setDraft(q);
  }
  const checked = ZSearchQuery.safeParse({ q });
  const search = useReservationSearch(checked.success ? q : '');
  const answer = search.data && toSearchKey(q) === search.data.key ? search.data : undefined;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // What is typed here is checked once it differs from the query shown (whose own problem the page says below).
  const draftError =
    draft !== q && draft.trim() && toSearchKey(draft).length < SEARCH_MIN_CHARS
      ? ZSearchQuery.safeParse({ q: draft }).error?.issues[0]
      : undefined;

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <form
        role="search"
        className="mb-6 flex max-w-xl flex-wrap items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!draftError && draft.trim())
            router.replace(`${pathname}?${new URLSearchParams({ q: draft.trim() }).toString()}`);
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="search-page-q" className="sr-only">
            {t('searchFor')}
          </label>
          <input
            id="search-page-q"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? 'search-page-error' : undefined}
            placeholder={t('placeholder')}
            className={INPUT}
          />
          {draftError ? (
            <p id="search-page-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {t('fieldError', { error: issueMessage(draftError) })}
            </p>
          ) : null}
        </div>
        <Button type="submit">{t('submit')}</Button>
      </form>

      {!q ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('empty')}</p>
      ) : !checked.success ? (
        <Alert tone="warning">
          {t('fieldError', { error: checked.error.issues[0] ? issueMessage(checked.error.issues[0]) : '' })}
        </Alert>
      ) : search.isError ? (
        <Alert tone="error" title={t('failed')}>
          {errorMessage(search.error)}
        </Alert>
      ) : !answer ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('searching')}
        </p>
      ) : (
        <div className="space-y-4">
          {answer.lastSyncAt ? null : (
            <IncompleteMirrorNotice title={t('incompleteTitle')} canSync={canSync}>
              {t('incompleteText')}
            </IncompleteMirrorNotice>
          )}
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {answer.hits.length === 0
              ? t('noMatch', { query: q })
              : answer.more
                ? t('more', { limit: SEARCH_LIMIT, query: q })
                : t('matches', { count: answer.hits.length, query: q })}
          </p>
          {answer.hits.length > 0 ? (
            <ul className={HIT_LIST}>
              {answer.hits.map((hit) => (
                <li key={hit.id}>
                  <Link href={hitHref(hit, zone)} className={HIT_LINK}>
                    <HitSummary hit={hit} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}
