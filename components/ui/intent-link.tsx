'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A Link that prefetches its route when the reader points at or focuses it, not as soon as it is on screen. The
 * shell's links are on screen on every page: prefetched at once they sent a dozen server renders while the page's
 * own data was being answered (the schedule's week of 8,000 waited behind them on the same server).
 */
export function IntentLink({
  href,
  onPointerEnter,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string }) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}
