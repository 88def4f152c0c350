// The venue form's tables: a number ("Table 1".."Table N"), and under "Advanced" each new table's
// code and URL slug, blank for the generated value shown as the placeholder.
import { generatedTable, MAX_TABLES } from '@core/rules/venue-tables.ts';
import { TextField } from '@/components/ui/field.tsx';
import type { FieldErrors } from '@/lib/form.ts';
import { Advanced } from './advanced.tsx';

export type Codes = Record<number, { uniqueCode?: string; urlSlug?: string }>;

export function NewTablesFields({
  venueName,
  count,
  onCount,
  existing,
  numbers,
  codes,
  onCodes,
  errors,
}: {
  venueName: string;
  count: string;
  onCount: (count: string) => void;
  /** Tables the venue has already. */
  existing: number;
  /** The numbers of the tables the form adds. */
  numbers: number[];
  codes: Codes;
  onCodes: (codes: Codes) => void;
  errors: FieldErrors;
}) {
  const advancedError = Object.keys(errors).some((k) => k.startsWith('tables') && errors[k]);
  const set = (i: number, key: 'uniqueCode' | 'urlSlug', value: string) =>
    onCodes({ ...codes, [i]: { ...codes[i], [key]: value } });
  return (
    <>
      <TextField
        label="Number of Tables"
        type="number"
        inputMode="numeric"
        min={existing}
        max={MAX_TABLES}
        value={count}
        error={errors.tableCount}
        onChange={(e) => onCount(e.target.value)}
      />
      <p className="-mt-2 text-sm text-muted-foreground">
        {existing > 0
          ? `It has ${existing} ${existing === 1 ? 'table' : 'tables'}: a higher number adds the next ones. To have fewer, delete a table under View Tables.`
          : 'Tables are named Table 1, Table 2 and so on; rename them under View Tables.'}
      </p>
      {numbers.length > 0 && (
        <Advanced open={advancedError}>
          {errors.tables && <p className="text-destructive">{errors.tables}</p>}
          <div className="grid max-h-64 gap-3 overflow-y-auto pr-1">
            {numbers.map((n, i) => {
              const made = generatedTable(venueName || 'Venue', n);
              return (
                <div key={n} className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={`Table ${n} Code`}
                    maxLength={50}
                    placeholder={made.uniqueCode}
                    value={codes[i]?.uniqueCode ?? ''}
                    error={errors[`tables.${i}.uniqueCode`]}
                    onChange={(e) => set(i, 'uniqueCode', e.target.value)}
                  />
                  <TextField
                    label={`Table ${n} URL Slug`}
                    maxLength={100}
                    placeholder={made.urlSlug}
                    value={codes[i]?.urlSlug ?? ''}
                    error={errors[`tables.${i}.urlSlug`]}
                    onChange={(e) => set(i, 'urlSlug', e.target.value)}
                  />
                </div>
              );
            })}
          </div>
        </Advanced>
      )}
    </>
  );
}
