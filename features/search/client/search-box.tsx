'use client';

// The header's reservation search: type a number, a plate, a carrier, a driver, an order or a supplier; "/" jumps
// here from anywhere on the page. The nearest matches show as you type; Enter or "All results" opens the search page.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { SEARCH_MIN_CHARS, type SearchHit, toSearchKey } from '../contract';
import { useReservationSearch } from './queries';
import { hitHref } from './describe-hit';
import { HitSummary } from './hit-summary';

/** Shown in the list; the search page shows them all. */
const SHOWN = 8;
type Choice = SearchHit | 'all';

const INPUT =
  'block w-full rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm ' +
  'text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 ' +
  'dark:text-zinc-100 dark:placeholder:text-zinc-400';

const OPTIONS =
  'z-50 mt-1 w-[min(36rem,calc(100vw-1rem))] overflow-y-auto rounded-md border ' +
  'border-zinc-300 bg-white py-1 text-sm shadow-lg empty:invisible ' +
  'dark:border-zinc-700 dark:bg-zinc-900';

const ALL_RESULTS =
  'cursor-default border-t border-zinc-200 px-3 py-2 font-medium text-indigo-700 ' +
  'data-focus:bg-indigo-50 dark:border-zinc-800 dark:text-indigo-300 ' +
  'dark:data-focus:bg-indigo-950';

const HINT =
  'absolute right-0 z-50 mt-1 w-[min(36rem,calc(100vw-1rem))] rounded-md border ' +
  'border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-700 shadow-lg ' +
  'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300';

/** Whether a key press belongs to a field the person is typing in. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function SearchBox() {
  const t = useTranslations('search.box');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  // Typing stays fast: the list follows a moment behind.
  const deferred = useDeferredValue(text);
  const key = toSearchKey(deferred);
  const search = useReservationSearch(deferred);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const openAll = () => {
    if (toSearchKey(text).length >= SEARCH_MIN_CHARS)
      router.push(`/search?${new URLSearchParams({ q: text.trim() }).toString()}`);
  };
  const choose = (choice: Choice | null) => {
    if (!choice) return;
    if (choice === 'all') openAll();
    else router.push(hitHref(choice, Intl.DateTimeFormat().resolvedOptions().timeZone));
    setText('');
  };

  const answer = key.length >= SEARCH_MIN_CHARS ? search.data : undefined;
  const hits = answer?.hits.slice(0, SHOWN) ?? [];
  const status =
    key.length < SEARCH_MIN_CHARS
      ? t('tooShort', { min: SEARCH_MIN_CHARS })
      : search.isError
        ? t('failed', { error: errorMessage(search.error) })
        : !answer
          ? t('searching')
          : answer.hits.length === 0
            ? `${t('noMatch', { query: deferred.trim() })}${answer.lastSyncAt ? '' : ` ${t('notSynced')}`}`
            : t('found', {
                more: String(answer.more),
                count: answer.hits.length,
                shown: answer.hits.length > SHOWN ? SHOWN : 0,
              });

  return (
    <div className="relative w-full sm:w-56 2xl:w-80" onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <Combobox<Choice | null> value={null} onChange={choose}>
        <ComboboxInput
          ref={input}
          type="search"
          aria-label={t('label')}
          aria-describedby="search-box-status"
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter with no result picked opens every result.
            if (e.key === 'Enter' && !e.currentTarget.getAttribute('aria-activedescendant')) openAll();
            if (e.key === 'Escape') setText('');
          }}
          className={INPUT}
        />
        <ComboboxOptions
          // Not modal: the page under the list stays usable (and readable to assistive technology) while it is open.
          modal={false}
          anchor="bottom end"
          className={OPTIONS}
        >
          {hits.map((hit) => (
            <ComboboxOption
              key={hit.id}
              value={hit}
              className="cursor-default px-3 py-2 data-focus:bg-indigo-50 dark:data-focus:bg-indigo-950"
            >
              <HitSummary hit={hit} compact />
            </ComboboxOption>
          ))}
          {answer && answer.hits.length > 0 ? (
            <ComboboxOption value="all" className={ALL_RESULTS}>
              {t('allResults', { query: deferred.trim() })}
            </ComboboxOption>
          ) : null}
        </ComboboxOptions>
      </Combobox>
      <p id="search-box-status" role="status" className="sr-only">
        {text ? status : ''}
      </p>
      {focused && text && hits.length === 0 ? (
        <p className={HINT} aria-hidden="true">
          {status}
        </p>
      ) : null}
    </div>
  );
}
