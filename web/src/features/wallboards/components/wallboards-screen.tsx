import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Wallboard } from '@core/schemas/wallboard.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CardGrid, Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { wallboardsQuery } from '../api/get-wallboards.ts';
import { useDeleteWallboard } from '../api/wallboard-mutations.ts';
import { ManageSponsorsDialog } from './manage-sponsors-dialog.tsx';
import { WallboardCard } from './wallboard-card.tsx';
import { WallboardFormDialog } from './wallboard-form-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

/** `children` is the paired-screens section, composed in by the app (features do not import each other). */
export default function WallboardsScreen({ children }: { children?: ReactNode }) {
  const { isOrganiser } = useAuth();
  const organisationId = useOrganisationId();
  const wallboards = useQuery(wallboardsQuery(organisationId));
  const [editing, setEditing] = useState<Wallboard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Wallboard | null>(null);
  const [sponsorsOf, setSponsorsOf] = useState<Wallboard | null>(null);
  const remove = useDeleteWallboard(() => setDeleting(null));

  return (
    <Page
      title="Wallboards"
      action={
        <Button onClick={() => setEditing('new')} disabled={!isOrganiser}>
          Create Wallboard
        </Button>
      }
    >
      {!isOrganiser && <RoleNote>Only organisers can create, edit or delete wallboards.</RoleNote>}
      <QueryView query={wallboards} empty="No wallboards yet. Create your first wallboard to get started.">
        {(data) => (
          <CardGrid>
            {data.map((w) => (
              <WallboardCard
                key={w.id}
                wallboard={w}
                canEdit={isOrganiser}
                onSponsors={() => setSponsorsOf(w)}
                onEdit={() => setEditing(w)}
                onDelete={() => setDeleting(w)}
              />
            ))}
          </CardGrid>
        )}
      </QueryView>
      {children}
      {editing && (
        <WallboardFormDialog
          wallboard={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {sponsorsOf && <ManageSponsorsDialog wallboard={sponsorsOf} onClose={() => setSponsorsOf(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Wallboard"
        description={`Are you sure you want to delete "${deleting?.name}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Page>
  );
}
