'use client';

// The page's right-hand panel (a reservation, a conversion of orders): focus moves in when it shows something new,
// Escape closes it from anywhere.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';

interface SidePanelProps {
  title: string;
  /** What the panel shows; focus moves into the panel whenever it changes, so Escape and screen readers start there. */
  shownKey: string;
  onClose: () => void;
  children: ReactNode;
}

const PANEL =
  'fixed inset-y-0 right-0 z-40 w-full max-w-md space-y-5 overflow-y-auto border-l ' +
  'border-zinc-300 bg-white p-5 shadow-2xl focus:outline-none dark:border-zinc-700 ' +
  'dark:bg-zinc-900';

export function SidePanel({ title, shownKey, onClose, children }: SidePanelProps) {
  const t = useTranslations('common');
  const ref = useRef<HTMLElement>(null);
  // Closed, focus goes back to what opened the panel (a page may still move it on, as the grid does to its block);
  // read before the panel takes focus below.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    ref.current?.focus();
  }, [shownKey]);

  // Escape closes from anywhere, also when a save re-rendered the form and focus fell back to the page.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <aside ref={ref} tabIndex={-1} aria-label={title} className={PANEL}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={t('closePanel')}>
          {t('close')}
        </Button>
      </div>
      {children}
    </aside>
  );
}
