import { Link } from 'react-router-dom';
import type { Home as HomeData } from '@core/schemas/home.ts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { MyCardsView } from '@/features/account/components/my-cards.tsx';
import { RoleHome, useHome } from '@/features/home/components/role-home.tsx';
import { paths } from '@/lib/paths.ts';

const cards = [
  ['Leagues', 'Manage seasonal competitions', 'Go to Leagues', paths.leagues],
  ['Teams & Players', 'Manage rosters and assignments', 'Go to Teams', paths.teams],
  ['Fixtures', 'Schedule and manage matches', 'Go to Fixtures', paths.fixtures],
  ['Wallboards', 'TV displays and live scores', 'Go to Wallboards', paths.wallboards],
] as const;

/** "My team" and "My next match" from the same read as the role sections (one request for the page). */
function myCardsOf(player: NonNullable<HomeData['player']>) {
  const f = player.nextFixture;
  return {
    team: player.teamName ? { name: player.teamName } : null,
    nextMatch: f && {
      fixtureId: f.id,
      scheduledAt: f.kickoffAt,
      homeTeamName: f.homeTeamName,
      awayTeamName: f.awayTeamName,
      venueName: f.venueName,
    },
  };
}

export default function Home() {
  const home = useHome();
  const player = home.data?.player;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Welcome to Cueboard</h1>
      <p className="mt-2 text-muted-foreground">Professional cue-sports league management system</p>
      <RoleHome home={home} />
      <div className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
        {cards.map(([title, text, button, to]) => (
          <Card key={title}>
            <CardHeader>
              <CardTitle>{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
            <CardFooter>
              <Link to={to} className={buttonVariants({ className: 'w-full' })}>
                {button}
              </Link>
            </CardFooter>
          </Card>
        ))}
      </div>
      {player && <MyCardsView me={myCardsOf(player)} />}
    </div>
  );
}
