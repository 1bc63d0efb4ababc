'use client';

import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/ui/intent-link';

export interface NavItem {
  href: string;
  label: string;
}

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <ul className="flex items-center gap-1">
      {items.map((item) => {
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <li key={item.href}>
            <IntentLink
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={`rounded-md px-2.5 py-1.5 text-sm font-medium ${
                active
                  ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
                  : 'text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800'
              }`}
            >
              {item.label}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
