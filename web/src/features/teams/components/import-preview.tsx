import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import type { ImportPreview } from '../hooks/use-import-preview.ts';

/** Each row of the file with what is wrong with it, or Ready. */
export function ImportPreviewTable({
  preview,
  refused,
  noun,
}: {
  preview: ImportPreview;
  refused?: { line: number; message: string };
  noun: string;
}) {
  if (preview.fileError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {preview.fileError}
      </p>
    );
  }
  if (!preview.rows.length) return null;
  const rows = preview.rows.map((r) =>
    refused?.line === r.line ? { ...r, errors: [...r.errors, refused.message] } : r,
  );
  const bad = rows.filter((r) => r.errors.length).length;
  return (
    <div className="grid gap-2">
      <p role="status" className={bad ? 'text-sm text-destructive' : 'text-sm'}>
        {bad
          ? `${bad} of ${rows.length} rows have errors. Fix them and paste the file again: nothing has been imported.`
          : `${rows.length} ${noun} ready to import.`}
      </p>
      <div className="max-h-64 overflow-y-auto">
        <Table aria-label="Import preview">
          <TableHeader>
            <TableRow>
              <TableHead>Line</TableHead>
              <TableHead>Row</TableHead>
              <TableHead>Check</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.line}>
                <TableCell>{r.line}</TableCell>
                <TableCell>{r.text}</TableCell>
                <TableCell className={r.errors.length ? 'text-destructive' : 'text-green-800'}>
                  {r.errors.length ? r.errors.join('; ') : 'Ready'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
