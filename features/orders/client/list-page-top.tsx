import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { Notice } from './use-confirmed-delete';

interface ListPageTopProps {
  title: string;
  description: string;
  /** The sibling page (orders ↔ companies). */
  link: { href: string; label: string };
  /** "New …", offered to those who may write. */
  newLabel: string | null;
  onNew: () => void;
  notice: Notice | null;
  /** The open form, if any. */
  editor: ReactNode;
}

/** The top of the cart's pages: heading and actions, what the last action did, and the open form. */
export function ListPageTop({ title, description, link, newLabel, onNew, notice, editor }: ListPageTopProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <div className="flex gap-2">
            <Link
              href={link.href}
              className="rounded-md px-4 py-2 text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
            >
              {link.label}
            </Link>
            {newLabel ? <Button onClick={onNew}>{newLabel}</Button> : null}
          </div>
        }
      />
      {notice ? (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      {editor ? <div className="mb-6">{editor}</div> : null}
    </>
  );
}
