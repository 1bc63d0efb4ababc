'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fitDayPlanSheets } from '../logic/fit-day-plan-sheets';

interface PrintToolbarProps {
  title: string;
  /** "Brno DC", or "Every branch office". */
  scope: string;
  sheets: number;
  pdfHref: string;
  backHref: string;
}

const LINK =
  'inline-flex items-center justify-center rounded-md border border-zinc-300 ' +
  'bg-white px-2.5 py-1 text-sm font-medium text-zinc-800 hover:bg-zinc-100 ' +
  'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';

/**
 * The print view's screen part (never printed): what is on the sheets, Print, the PDF, the way back. Fits every sheet
 * to its page.
 */
export function PrintToolbar({ title, scope, sheets, pdfHref, backHref }: PrintToolbarProps) {
  const t = useTranslations('print.toolbar');
  const [scales, setScales] = useState<number[] | null>(null);

  useEffect(() => {
    const fit = () => setScales(fitDayPlanSheets(document));
    fit();
    // Fonts arriving late change the measures; so might the print engine's own layout.
    void document.fonts?.ready.then(fit);
    window.addEventListener('beforeprint', fit);
    return () => window.removeEventListener('beforeprint', fit);
  }, []);

  const shrunk = scales?.filter((s) => s < 1).length ?? 0;
  return (
    <div
      className="no-print mx-auto max-w-[297mm] space-y-2 px-2 pt-4 pb-2"
      data-print-ready={scales ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link href={backHref} className={LINK}>
            ‹ {t('back')}
          </Link>
          <a href={pdfHref} className={LINK} download>
            {t('download')}
          </a>
          <Button size="sm" onClick={() => window.print()}>
            {t('print')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('summary', { scope, sheets, shrunk })}</p>
    </div>
  );
}
