'use client';

import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { TextField } from '@/components/ui/field';

interface DebouncedTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  /** What the URL holds now. */
  value: string;
  /** Called with the typed text once typing pauses. */
  onCommit: (value: string) => void;
}

/**
 * A text filter that asks the server once typing pauses, not on every key. Typing on while the page catches up is
 * kept; a change from outside the box (Clear the filters, a link) replaces what was typed.
 */
export function DebouncedTextField({ label, value, onCommit, ...props }: DebouncedTextFieldProps) {
  const [typed, setTyped] = useState(value);
  // What this box last sent, until the URL has it.
  const [sent, setSent] = useState<string | null>(null);
  const [inUrl, setInUrl] = useState(value);
  if (value !== inUrl) {
    setInUrl(value);
    setSent(null);
    if (value !== sent) setTyped(value);
  }
  useEffect(() => {
    if (typed === value || typed === sent) return;
    const timer = setTimeout(() => {
      setSent(typed);
      onCommit(typed);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, sent, value, onCommit]);

  return <TextField label={label} value={typed} onChange={(e) => setTyped(e.target.value)} {...props} />;
}
