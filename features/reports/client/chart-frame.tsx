'use client';

// A chart with its words: a heading, a one-sentence summary (also the chart's accessible name), and "Show as table"
// for the same numbers as a table, for screen readers, for copying, and for anyone who would rather read.
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { RowData } from '@tanstack/react-table';
import { Table, type TableColumn } from '@/components/ui/table';

interface ChartFrameProps {
  title: string;
  /** What the chart shows, in one or two sentences: read out as the chart's description. */
  summary: string;
  /** The chart; it gets the summary's id to point at. */
  chart: (describedBy: string) => ReactNode;
  table: ReactNode;
  /** Below the chart either way: a legend, a note. */
  footer?: ReactNode;
  className?: string;
}

export function ChartFrame({ title, summary, chart, table, footer, className = '' }: ChartFrameProps) {
  const t = useTranslations('reports.chart');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const summaryId = useId();
  return (
    <figure
      aria-labelledby={headingId}
      className={`rounded-md border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('showChart') : t('showTable')}
        </Button>
      </div>
      <p id={summaryId} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {summary}
      </p>
      <div className="mt-3">{asTable ? table : chart(summaryId)}</div>
      {footer ? <div className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{footer}</div> : null}
    </figure>
  );
}

/** A plain table of a chart's numbers; wide ones scroll inside themselves, reachable by keyboard. */
export function ChartTable<T extends RowData>({
  label,
  ...table
}: {
  label: string;
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  getRowId: (row: T) => string;
}) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <Table className="w-full text-left text-sm tabular-nums" headClassName="" rowClassName="" {...table} />
    </div>
  );
}

export const TH = 'border-b border-zinc-200 px-2 py-1.5 font-medium whitespace-nowrap dark:border-zinc-700';
export const TD = 'border-b border-zinc-100 px-2 py-1.5 whitespace-nowrap dark:border-zinc-800';

/** A chart table's first column: what each row is of (a bucket, a week, a ramp), the row's header. */
export function nameColumn<T extends RowData>(
  id: string,
  header: ReactNode,
  cell: (row: T) => ReactNode,
): TableColumn<T> {
  return { id, header, cell, rowHeader: true, headerClassName: TH, cellClassName: `${TD} font-normal` };
}

/** A column of figures, right-aligned. */
export function figureColumn<T extends RowData>(
  id: string,
  header: ReactNode,
  cell: (row: T) => ReactNode,
): TableColumn<T> {
  return { id, header, cell, align: 'right', headerClassName: TH, cellClassName: TD };
}
