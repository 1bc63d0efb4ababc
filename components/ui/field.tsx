import { useId, type ComponentProps, type ReactNode } from 'react';

const FRAME = 'rounded-md border border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900';

/**
 * How roomy a control is. `md` fills a form's column; `sm` sits in a toolbar and `xs` in a table row or pager, and
 * both take their type size (and `xs` its colour) from what surrounds them: the gate's wall display shows them large.
 */
export type ControlSize = 'md' | 'sm' | 'xs';

const SIZE: Record<ControlSize, string> = {
  md:
    'block w-full px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 aria-[invalid=true]:border-red-600 ' +
    'dark:text-zinc-100',
  sm: 'px-2 py-1.5 text-zinc-900 dark:text-zinc-100',
  xs: 'px-2 py-1',
};

/** The classes of a text control of this size, with the caller's own after them. */
export function controlClass(size: ControlSize = 'md', className?: string): string {
  return className ? `${FRAME} ${SIZE[size]} ${className}` : `${FRAME} ${SIZE[size]}`;
}

/** Native props, with `size` (a number of characters or rows there) replaced by the control's size. */
type Sized<P> = Omit<P, 'size'> & { size?: ControlSize };

/** A text `<input>` (text, search, number, e-mail…); every native prop passes through, `ref` included. */
export function Input({ size, className, ...props }: Sized<ComponentProps<'input'>>) {
  return <input className={controlClass(size, className)} {...props} />;
}

/** A date (or, with `type="datetime-local"`, a date and time) `<input>`. */
export function DateInput({
  type = 'date',
  ...props
}: Sized<Omit<ComponentProps<'input'>, 'type'>> & { type?: 'date' | 'datetime-local' }) {
  return <Input type={type} {...props} />;
}

/** A `<select>`; its `<option>`s are its children. */
export function Select({ size, className, ...props }: Sized<ComponentProps<'select'>>) {
  return <select className={controlClass(size, className)} {...props} />;
}

/** A `<textarea>`. */
export function TextArea({ size, className, ...props }: Sized<ComponentProps<'textarea'>>) {
  return <textarea className={controlClass(size, className)} {...props} />;
}

/** A checkbox `<input>` (add `role="switch"` for an on/off switch); the browser draws it, at its own size. */
export function Checkbox(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="checkbox" {...props} />;
}

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      {children({ id, describedBy: error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  ...props
}: Omit<ComponentProps<'input'>, 'size'> & { label: string; error?: string; hint?: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & { label: string; error?: string; hint?: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props}>
          {children}
        </Select>
      )}
    </FieldFrame>
  );
}

/** The `<option>`s of a list, each with its value and its label. */
export function Options<T>({
  items,
  value,
  label,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label: (item: T) => string | number;
}) {
  return (
    <>
      {items.map((item) => (
        <option key={value(item)} value={value(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}
