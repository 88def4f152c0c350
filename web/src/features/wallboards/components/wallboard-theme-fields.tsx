// The wallboard form's theme: accent colour (#rrggbb, empty for the display's own), light or dark,
// and the sponsor strip on score boards.
import { ACCENT_PATTERN } from '@core/rules/wallboard-theme.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { FieldErrors } from '@/lib/form.ts';
import { showsSponsorStrip, type WallboardFormValues } from '../wallboard-form-values.ts';

interface Props {
  values: WallboardFormValues;
  /** The form's errors: the client's schema names the field `theme`, the server `theme.accent`. */
  errors: FieldErrors;
  onChange: (patch: Partial<WallboardFormValues>) => void;
}

export function WallboardThemeFields({ values, errors, onChange }: Props) {
  return (
    <>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label="Accent Colour"
            placeholder="#1e90ff"
            maxLength={7}
            value={values.accent}
            error={errors['theme.accent'] ?? errors.theme}
            onChange={(e) => onChange({ accent: e.target.value })}
          />
        </div>
        <input
          type="color"
          aria-label="Pick Accent Colour"
          className="h-9 w-12 cursor-pointer rounded-md border border-input bg-transparent"
          value={ACCENT_PATTERN.test(values.accent) ? values.accent : '#1e90ff'}
          onChange={(e) => onChange({ accent: e.target.value })}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="wallboard-light"
          checked={values.lightTheme}
          onCheckedChange={(c) => onChange({ lightTheme: c === true })}
        />
        <Label htmlFor="wallboard-light">Light Theme (dark text on a light background)</Label>
      </div>
      {showsSponsorStrip(values.type) && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="wallboard-strip"
            checked={values.sponsorStrip}
            onCheckedChange={(c) => onChange({ sponsorStrip: c === true })}
          />
          <Label htmlFor="wallboard-strip">Sponsor Strip (rotates this wallboard's sponsors)</Label>
        </div>
      )}
    </>
  );
}
