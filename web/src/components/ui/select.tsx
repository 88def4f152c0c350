import { useId } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { cn } from '@/lib/cn.ts';
import { Label } from './label.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

/** A labelled Radix select. Radix forbids '' as an item value, so "nothing chosen" is value ''. */
export function SelectField({
  label,
  value,
  onValueChange,
  options = [],
  groups,
  placeholder,
  disabled,
  error,
  className,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options?: SelectOption[];
  groups?: SelectGroup[];
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const item = (o: SelectOption) => (
    <SelectPrimitive.Item
      key={o.value}
      value={o.value}
      disabled={o.disabled}
      className="relative flex cursor-default select-none items-center rounded-sm px-2 py-1.5 text-sm outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-muted"
    >
      <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <SelectPrimitive.Root value={value || undefined} onValueChange={onValueChange} disabled={disabled}>
        <SelectPrimitive.Trigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="flex h-10 w-full items-center justify-between rounded-md border border-border bg-white px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700 disabled:opacity-50"
        >
          <SelectPrimitive.Value placeholder={placeholder ?? `Select ${label.toLowerCase()}`} />
          <SelectPrimitive.Icon aria-hidden="true">▾</SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-[60] max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-white shadow-md"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map(item)}
              {groups?.map((g) => (
                <SelectPrimitive.Group key={g.label}>
                  <SelectPrimitive.Label className="px-2 py-1 text-xs font-semibold text-muted-foreground">
                    {g.label}
                  </SelectPrimitive.Label>
                  {g.options.map(item)}
                </SelectPrimitive.Group>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
