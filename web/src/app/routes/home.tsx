import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { MyCards } from '@/features/account/components/my-cards.tsx';
import { paths } from '@/lib/paths.ts';

const cards = [
  ['Leagues', 'Manage seasonal competitions', 'Go to Leagues', paths.leagues],
  ['Teams & Players', 'Manage rosters and assignments', 'Go to Teams', paths.teams],
  ['Fixtures', 'Schedule and manage matches', 'Go to Fixtures', paths.fixtures],
  ['Wallboards', 'TV displays and live scores', 'Go to Wallboards', paths.wallboards],
] as const;

export default function Home() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Welcome to Cueboard</h1>
      <p className="mt-2 text-muted-foreground">Professional cue-sports league management system</p>
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
      <MyCards />
    </div>
  );
}
