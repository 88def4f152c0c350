import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CardGrid, Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';
import { paths } from '@/lib/paths.ts';
import { cupsQuery } from '../api/get-cups.ts';
import { CupFormDialog } from './cup-form-dialog.tsx';

/** /cups (anyone): every cup, newest first; organisers create them. */
export default function CupsScreen() {
  const { isOrganiser } = useAuth();
  const cups = useQuery(cupsQuery(useOrganisationId()));
  const [creating, setCreating] = useState(false);
  return (
    <Page
      title="Cups"
      action={
        <Button onClick={() => setCreating(true)} disabled={!isOrganiser}>
          Create Cup
        </Button>
      }
    >
      {!isOrganiser && <RoleNote>Only organisers can create and draw cups.</RoleNote>}
      <QueryView query={cups} empty="No cups yet. Create a cup to run a knockout beside the league.">
        {(data) => (
          <CardGrid>
            {data.map((cup) => (
              <Card key={cup.id}>
                <CardHeader>
                  <CardTitle>{cup.name}</CardTitle>
                  <CardDescription>
                    {cup.kind === 'team' ? 'Team cup' : 'Singles cup'}
                    {cup.handicap ? ', handicapped' : ''} · {cup.drawnAt ? 'drawn' : 'not drawn yet'}
                  </CardDescription>
                </CardHeader>
                <CardFooter>
                  <Link to={paths.cup(cup.id)} className={buttonVariants({ size: 'sm' })}>
                    View Bracket
                  </Link>
                </CardFooter>
              </Card>
            ))}
          </CardGrid>
        )}
      </QueryView>
      {creating && <CupFormDialog onClose={() => setCreating(false)} />}
    </Page>
  );
}
