import { useId, type ComponentProps } from 'react';
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
