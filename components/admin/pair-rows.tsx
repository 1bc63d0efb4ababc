'use client';

import { Button } from '@/components/ui/button';

const ROW_INPUT = 'w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-900';

interface PairRowsProps<K extends string> {
  /** What one row is, for labels: "Unit 2 id", "Remove unit 2". */
  noun: string;
  rows: Record<K, string>[];
  /** The two fields of a row and the label each box gets after the row's name. */
  fields: [[K, string], [K, string]];
  onChange: (rows: Record<K, string>[]) => void;
  /** Problems found, each naming its row. */
  errors: string[];
  blank: Record<K, string>;
  addLabel: string;
}

/** Rows of two text boxes that an admin adds and removes (units, branch office time zones). */
export function PairRows<K extends string>({ noun, rows, fields, onChange, errors, blank, addLabel }: PairRowsProps<K>) {
  const name = (index: number) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
  return (
    <>
      {rows.map((row, index) => (
        <div key={index} className="flex gap-2">
          {fields.map(([key, label]) => (
            <input key={key} aria-label={`${name(index)} ${label}`} className={ROW_INPUT} value={row[key]} onChange={(e) => onChange(rows.map((x, i) => (i === index ? { ...x, [key]: e.target.value } : x)))} />
          ))}
          <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Remove ${noun} ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {errors.map((message) => (
        <p key={message} className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { ...blank }])}>
        {addLabel}
      </Button>
    </>
  );
}
