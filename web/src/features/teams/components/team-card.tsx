import { Link } from 'react-router-dom';
import type { Team } from '@core/schemas/team.ts';
import { AddToCalendar } from '@/components/share/add-to-calendar.tsx';
import { EmbedSnippet } from '@/components/share/embed-snippet.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { displayName } from '@/lib/display-name.ts';
import { paths } from '@/lib/paths.ts';

export function TeamCard({
  team,
  canEdit,
  canManageRoster,
  onRoster,
  onAddPlayers,
  onEdit,
  onDelete,
  onRemoveFromDivision,
}: {
  team: Team;
  canEdit: boolean;
  /** Organisers, or this team's captain. */
  canManageRoster: boolean;
  onRoster: () => void;
  onAddPlayers: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRemoveFromDivision?: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Link className="text-green-800 underline" to={paths.team(team.id)}>
            {team.name}
          </Link>
        </CardTitle>
        {/* Only organisers and the captain get the captain's account id; everyone signed in gets the name. */}
        {(team.captainUserId || team.captainName) && (
          <CardDescription>Captain: {displayName(team.captainName)}</CardDescription>
        )}
      </CardHeader>
      <CardFooter className="flex-wrap">
        <Button size="sm" onClick={onRoster}>
          View Roster
        </Button>
        {canManageRoster && (
          <Button
            size="sm"
            variant="outline"
            onClick={onAddPlayers}
            aria-label={`Add Players to ${team.name}`}
          >
            Add Players
          </Button>
        )}
        <AddToCalendar of={{ teamId: team.id }} name={team.name} />
        <EmbedSnippet of={{ fixturesOfTeam: team.id }} name={team.name} />
        {canEdit && (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="destructive" onClick={onDelete}>
              Delete
            </Button>
          </>
        )}
        {canEdit && onRemoveFromDivision && (
          <Button size="sm" variant="outline" onClick={onRemoveFromDivision}>
            Remove from Division
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
