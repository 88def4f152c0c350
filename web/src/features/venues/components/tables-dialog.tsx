import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { nextTableNumbers } from '@core/rules/venue-tables.ts';
import type { Venue, VenueTable } from '@core/schemas/venue.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { venueTablesQuery } from '../api/get-venue-tables.ts';
import { useDeleteTable } from '../api/table-mutations.ts';
import { TableForm } from './table-form.tsx';

export function TablesDialog({
  venue,
  canManage,
  onClose,
}: {
  venue: Venue;
  canManage: boolean;
  onClose: () => void;
}) {
  const tables = useQuery(venueTablesQuery(venue.id));
  const remove = useDeleteTable();
  const [editing, setEditing] = useState<VenueTable | 'new' | null>(null);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{venue.name} - Tables</DialogTitle>
          <DialogDescription>
            Fixtures are planned with one match per table a night. A table&apos;s code and URL slug identify
            it from a QR code or a link.
          </DialogDescription>
        </DialogHeader>
        {editing ? (
          <TableForm
            key={editing === 'new' ? 'new' : editing.id}
            venueId={venue.id}
            venueName={venue.name}
            nextNumber={nextTableNumbers(tables.data?.map((t) => t.label) ?? [], 1)[0]}
            table={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <div>
            <Button size="sm" disabled={!canManage} onClick={() => setEditing('new')}>
              Add Table
            </Button>
          </div>
        )}
        {tables.isPending ? (
          <p className="text-muted-foreground">Loading tables...</p>
        ) : !tables.data?.length ? (
          <p className="py-4 text-center text-muted-foreground">
            No tables in this venue yet. Add tables to get started.
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Label</TableHead>
                <TableHead>Code</TableHead>
                <TableHead>URL Slug</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tables.data.map((t) => (
                <TableRow key={t.id}>
                  <TableCell>{t.label}</TableCell>
                  <TableCell>{t.uniqueCode}</TableCell>
                  <TableCell>{t.urlSlug}</TableCell>
                  <TableCell className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!canManage}
                      aria-label={`Edit ${t.label}`}
                      onClick={() => setEditing(t)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={!canManage || remove.isPending}
                      aria-label={`Delete ${t.label}`}
                      onClick={() => remove.mutate({ venueId: venue.id, id: t.id })}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
