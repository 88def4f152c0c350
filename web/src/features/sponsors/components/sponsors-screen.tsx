import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Sponsor } from '@core/schemas/sponsor.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CardGrid, Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { sponsorsQuery } from '../api/get-sponsors.ts';
import { useDeleteSponsor } from '../api/sponsor-mutations.ts';
import { SponsorCard } from './sponsor-card.tsx';
import { SponsorFormDialog } from './sponsor-form-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

export default function SponsorsScreen() {
  const { isOrganiser } = useAuth();
  const organisationId = useOrganisationId();
  const sponsors = useQuery(sponsorsQuery(organisationId));
  const [editing, setEditing] = useState<Sponsor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Sponsor | null>(null);
  const remove = useDeleteSponsor(() => setDeleting(null));

  return (
    <Page
      title="Sponsors"
      action={
        <Button onClick={() => setEditing('new')} disabled={!isOrganiser}>
          Create Sponsor
        </Button>
      }
    >
      {!isOrganiser && <RoleNote>Only organisers can create, edit or delete sponsors.</RoleNote>}
      <QueryView query={sponsors} empty="No sponsors yet. Create your first sponsor to get started.">
        {(data) => (
          <CardGrid>
            {data.map((s) => (
              <SponsorCard
                key={s.id}
                sponsor={s}
                canEdit={isOrganiser}
                onEdit={() => setEditing(s)}
                onDelete={() => setDeleting(s)}
              />
            ))}
          </CardGrid>
        )}
      </QueryView>
      {editing && (
        <SponsorFormDialog
          sponsor={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Sponsor"
        description={`Are you sure you want to delete "${deleting?.name}"? It will be removed from all wallboards.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Page>
  );
}
