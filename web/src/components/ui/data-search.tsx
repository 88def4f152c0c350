import { useId } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

/** A list's search box: labelled, matching as the user types (the list says what it matches). */
export function DataSearch({
  label = 'Search',
  placeholder,
  value,
  onChange,
}: {
  label?: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid w-full max-w-sm gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
