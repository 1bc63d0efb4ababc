'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fitDayPlanSheets } from '@/lib/schedule';

interface PrintToolbarProps {
  title: string;
  /** "Brno DC", or "every branch office". */
  scope: string;
  sheets: number;
  pdfHref: string;
  backHref: string;
}

const LINK = 'inline-flex items-center justify-center rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-sm font-medium text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';

/** The print view's screen part (never printed): what is on the sheets, Print, the PDF, the way back. Fits every sheet to its page. */
export function PrintToolbar({ title, scope, sheets, pdfHref, backHref }: PrintToolbarProps) {
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
    <div className="no-print mx-auto max-w-[297mm] space-y-2 px-2 pt-4 pb-2" data-print-ready={scales ? 'true' : 'false'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link href={backHref} className={LINK}>
            ‹ Back to the schedule
          </Link>
          <a href={pdfHref} className={LINK} download>
            Download PDF
          </a>
          <Button size="sm" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {scope}: {sheets === 1 ? 'one sheet' : `${sheets} sheets`}, each on one A4 page in landscape. Print at 100 % with background graphics on (for the shaded hours);
        {shrunk > 0 ? ` ${shrunk === 1 ? 'one busy sheet is' : `${shrunk} busy sheets are`} set in smaller type so that it still fits its page;` : ''} the
        PDF is the same plan, printed by the server.
      </p>
    </div>
  );
}
