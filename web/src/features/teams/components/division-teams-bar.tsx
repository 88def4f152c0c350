import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Team } from '@core/schemas/team.ts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { paths } from '@/lib/paths.ts';
import { useAddTeamToDivision } from '../api/division-team-mutations.ts';

/** On /teams?divisionId=: which division is shown, and (organisers) adding a team to it. */
export function DivisionTeamsBar({
  divisionId,
  divisionName,
  available,
  canManage,
}: {
  divisionId: number;
  divisionName: string;
  available: Team[];
  canManage: boolean;
}) {
  const [teamId, setTeamId] = useState('');
  const add = useAddTeamToDivision();
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Division: {divisionName}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {canManage && (
          <>
            <SelectField
              className="flex-1"
              label="Add a team to this division"
              value={teamId}
              onValueChange={setTeamId}
              placeholder="Select a team"
              options={
                available.length
                  ? available.map((t) => ({ value: String(t.id), label: t.name }))
                  : [{ value: 'none', label: 'No available teams', disabled: true }]
              }
            />
            <Button
              disabled={!teamId || add.isPending}
              onClick={() =>
                add.mutate({ divisionId, teamId: Number(teamId) }, { onSuccess: () => setTeamId('') })
              }
            >
              Add to Division
            </Button>
          </>
        )}
        <Link to={paths.teams} className={buttonVariants({ variant: 'outline' })}>
          Show all teams
        </Link>
      </CardContent>
    </Card>
  );
}
