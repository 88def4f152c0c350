// Organisations on /people: shown to whoever may create them (the deployment owner, or anyone in
// self-service mode). Each row names its organisers' first one; the owner also organises each.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { organisationPath } from '@core/rules/public-paths.ts';
import { Button } from '@/components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { meQuery } from '@/features/account/api/get-me.ts';
import { useAuth } from '@/lib/auth.tsx';
import { useOrganisation, type MyOrganisation } from '@/lib/organisation.ts';
import { NameOrganiserDialog } from './name-organiser-dialog.tsx';
import { NewOrganisationDialog } from './new-organisation-dialog.tsx';

export function OrganisationsPanel() {
  const { user } = useAuth();
  const me = useQuery({ ...meQuery(user?.id), enabled: !!user });
  const { organisations } = useOrganisation();
  const [creating, setCreating] = useState(false);
  const [naming, setNaming] = useState<MyOrganisation | null>(null);
  if (!me.data?.canCreateOrganisations) return null;
  return (
    <section className="mt-10" aria-labelledby="organisations-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="organisations-title" className="text-xl font-bold">
          Organisations
        </h2>
        <Button onClick={() => setCreating(true)}>New Organisation</Button>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Address</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {organisations.map((o) => (
            <TableRow key={o.id}>
              <TableCell className="font-medium">{o.name}</TableCell>
              <TableCell>{organisationPath(o.slug)}</TableCell>
              <TableCell className="text-right">
                <Button size="sm" variant="outline" onClick={() => setNaming(o)}>
                  Name Organiser<span className="sr-only"> of {o.name}</span>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {creating && <NewOrganisationDialog onClose={() => setCreating(false)} />}
      {naming && <NameOrganiserDialog organisation={naming} onClose={() => setNaming(null)} />}
    </section>
  );
}
