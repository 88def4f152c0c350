import { useState } from 'react';
import { importColumns, type ImportKind } from '@core/rules/csv-import.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { TextareaField } from '@/components/ui/field.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { HttpError } from '@/lib/api.ts';
import { useImportCsv } from '../api/import-csv.ts';
import { useImportPreview } from '../hooks/use-import-preview.ts';
import { ImportPreviewTable } from './import-preview.tsx';

const kinds: { kind: ImportKind; label: string; one: string; many: string }[] = [
  { kind: 'teams', label: 'Teams', one: 'Team', many: 'Teams' },
  { kind: 'players', label: 'Players', one: 'Player', many: 'Players' },
  { kind: 'rosters', label: 'Rosters', one: 'Roster Entry', many: 'Roster Entries' },
];

const columnsText = (kind: ImportKind) =>
  [...importColumns[kind].required, ...importColumns[kind].optional.map((c) => `${c} (optional)`)].join(', ');

/**
 * Import CSV (the CLI's formats: `cueboard import --help`): a preview with each row's errors, and
 * nothing written while any row is wrong; the import itself is one call, one transaction.
 */
export default function ImportCsvDialog({ onClose }: { onClose: () => void }) {
  const [kind, setKind] = useState<ImportKind>('teams');
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<{ line: number; message: string }>();
  const preview = useImportPreview(kind, text);
  const run = useImportCsv(onClose);
  const { one, many } = kinds.find((k) => k.kind === kind)!;
  const count = preview.rows.length;

  function submit() {
    if (!preview.input) return;
    setRefused(undefined);
    run.mutate(preview.input, {
      // The server names the refused row (rows.N.field): shown on its line.
      onError: (error) => {
        if (!(error instanceof HttpError)) return;
        const field = Object.keys(error.fields ?? {})[0] ?? '';
        const row = preview.checked[Number(/^rows\.(\d+)/.exec(field)?.[1] ?? -1)];
        // Shown as the CLI does: 'divisionId: Division does not exist'.
        if (row)
          setRefused({ line: row.line, message: error.fields![field][0].replace(/^rows\.\d+(\.|: )/, '') });
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>
            Teams, players or rosters, in the same format as the command line. Nothing is imported while any
            row has an error.
          </DialogDescription>
        </DialogHeader>
        <Tabs
          value={kind}
          onValueChange={(v) => {
            setKind(v as ImportKind);
            setRefused(undefined);
          }}
        >
          <TabsList aria-label="What to import">
            {kinds.map((k) => (
              <TabsTrigger key={k.kind} value={k.kind}>
                {k.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {kinds.map((k) => (
            <TabsContent key={k.kind} value={k.kind} className="mt-4 grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="import-file">CSV file</Label>
                <input
                  id="import-file"
                  type="file"
                  accept=".csv,text/csv"
                  className="text-sm"
                  onChange={async (e) => {
                    const file = e.target.files?.[0];
                    if (file) setText(await file.text());
                  }}
                />
              </div>
              <TextareaField
                label="Or paste the CSV"
                rows={6}
                value={text}
                hint={`First line: ${columnsText(kind)}.${kind === 'rosters' ? ' Teams and players by name.' : ''}`}
                onChange={(e) => {
                  setText(e.target.value);
                  setRefused(undefined);
                }}
              />
              <ImportPreviewTable preview={preview} refused={refused} noun={many.toLowerCase()} />
            </TabsContent>
          ))}
        </Tabs>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!preview.ready || run.isPending || !!refused}>
            {count ? `Import ${count} ${count === 1 ? one : many}` : 'Import'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
