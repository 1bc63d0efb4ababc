'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

/**
 * Changes the filters, page or page size of a paged list kept in the URL, replacing the history entry. An empty value
 * and page 0 leave the URL; a change without a page starts again at the first page.
 */
export function usePagedUrl<F extends object>(): (change: Partial<F> & { page?: number; pageSize?: number }) => void {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (change: Partial<F> & { page?: number; pageSize?: number }) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(change)) {
        const text = String(value ?? '');
        if (text === '' || (key === 'page' && text === '0')) next.delete(key);
        else next.set(key, text);
      }
      if (!('page' in change)) next.delete('page');
      const search = next.toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );
}
