import { TextField } from './field';

interface DateRangeFieldsProps {
  from: string;
  to: string;
  /** The fields' labels, the hint under the first, and what the second says when it comes before the first. */
  labels: { from: string; to: string; fromHint: string; toBeforeFrom: string };
  invalid: boolean;
  onChange: (next: { from: string } | { to: string }) => void;
}

/** A filter's first and last local day (YYYY-MM-DD or empty), each field bounding the other's picker. */
export function DateRangeFields({ from, to, labels, invalid, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
        hint={labels.fromHint}
      />
      <TextField
        label={labels.to}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        error={invalid ? labels.toBeforeFrom : undefined}
      />
    </>
  );
}
