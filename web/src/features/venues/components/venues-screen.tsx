import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Venue } from '@core/schemas/venue.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CardGrid, Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { venuesQuery } from '../api/get-venues.ts';
import { useDeleteVenue } from '../api/venue-mutations.ts';
import { TablesDialog } from './tables-dialog.tsx';
import { VenueFormDialog } from './venue-form-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

export default function VenuesScreen() {
  const { isOrganiser } = useAuth();
  const organisationId = useOrganisationId();
  const venues = useQuery(venuesQuery(organisationId));
  const [editing, setEditing] = useState<Venue | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Venue | null>(null);
  const [tablesOf, setTablesOf] = useState<Venue | null>(null);
  const remove = useDeleteVenue(() => setDeleting(null));

  return (
    <Page
      title="Venues"
      action={
        <Button onClick={() => setEditing('new')} disabled={!isOrganiser}>
          Create Venue
        </Button>
      }
    >
      {!isOrganiser && <RoleNote>Only organisers can create, edit or delete venues and tables.</RoleNote>}
      <QueryView query={venues} empty="No venues yet. Create your first venue to get started.">
        {(data) => (
          <CardGrid>
            {data.map((venue) => (
              <Card key={venue.id}>
                <CardHeader className="flex-row items-center gap-3">
                  {venue.logoUrl && (
                    <img
                      src={venue.logoUrl}
                      alt={`${venue.name} logo`}
                      className="h-12 w-12 rounded object-contain"
                    />
                  )}
                  <div>
                    <CardTitle>{venue.name}</CardTitle>
                    {venue.address && <CardDescription>{venue.address}</CardDescription>}
                    <CardDescription>
                      {venue.tableCount} {venue.tableCount === 1 ? 'table' : 'tables'}
                    </CardDescription>
                  </div>
                </CardHeader>
                <CardFooter>
                  <Button size="sm" onClick={() => setTablesOf(venue)}>
                    View Tables
                  </Button>
                  {isOrganiser && (
                    <>
                      <Button size="sm" variant="outline" onClick={() => setEditing(venue)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="destructive" onClick={() => setDeleting(venue)}>
                        Delete
                      </Button>
                    </>
                  )}
                </CardFooter>
              </Card>
            ))}
          </CardGrid>
        )}
      </QueryView>
      {editing && (
        <VenueFormDialog venue={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {tablesOf && (
        <TablesDialog venue={tablesOf} canManage={isOrganiser} onClose={() => setTablesOf(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Venue"
        description={`Are you sure you want to delete "${deleting?.name}"? This will also delete all associated tables.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Page>
  );
}
