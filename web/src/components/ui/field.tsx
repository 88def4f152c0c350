import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({
  label,
  error,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled multi-line text box (lists pasted from a spreadsheet, CSV), its error tied to it. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        data-slot="textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          'min-h-24 w-full rounded-md border border-border bg-white px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700',
          className,
        )}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
