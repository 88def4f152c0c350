// /head-to-head?playerA=&playerB= (anyone): two players chosen by name, the frames each has won
// against the other, the rating's chance of the next frame, and their meetings, newest first.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Player } from '@core/schemas/player.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Page } from '@/components/ui/page.tsx';
import { PersonPicker, type PeopleSearch, type Person } from '@/components/ui/person-picker.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { StatTiles } from '@/components/ui/stat-tiles.tsx';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { headToHeadQuery } from '../api/get-head-to-head.ts';
import { Meetings } from './meetings.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const asPerson = (p: Player): Person => ({ id: String(p.id), name: p.fullName });
const percent = (x: number) => `${Math.round(x * 100)}%`;

export default function HeadToHeadScreen() {
  const [search, setSearch] = useSearchParams();
  const organisationId = useOrganisationId();
  const players = useQuery(playersQuery(organisationId));
  const a = Number(search.get('playerA')) || 0;
  const b = Number(search.get('playerB')) || 0;
  const byId = (id: number) => players.data?.find((p) => p.id === id);
  const playerA = byId(a);
  const playerB = byId(b);
  const both = a > 0 && b > 0 && a !== b;
  const h2h = useQuery({ ...headToHeadQuery(a, b), enabled: both });
  const choose = (key: 'playerA' | 'playerB') => (p: Person | null) => {
    const next = new URLSearchParams(search);
    if (p) next.set(key, p.id);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const useSearch: PeopleSearch = (q) => ({
    isPending: players.isPending,
    people: (players.data ?? [])
      .filter((p) => q && p.fullName.toLowerCase().includes(q.toLowerCase()))
      .slice(0, 20)
      .map(asPerson),
  });

  return (
    <Page title="Head-to-Head">
      <div className="mb-6 grid max-w-3xl gap-4 sm:grid-cols-2">
        {(['playerA', 'playerB'] as const).map((key, i) => {
          const chosen = key === 'playerA' ? playerA : playerB;
          return (
            <PersonPicker
              key={key}
              label={`Player ${i === 0 ? 'A' : 'B'}`}
              placeholder="Search players by name"
              chosen={chosen ? asPerson(chosen) : null}
              onChoose={choose(key)}
              useSearch={useSearch}
            />
          );
        })}
      </div>
      {a > 0 && a === b && <p className="text-destructive">Choose two different players.</p>}
      {!both && a !== b && <p className="text-slate-600">Choose two players to compare.</p>}
      {both && h2h.error && <LoadError error={h2h.error} fallback="Failed to fetch head-to-head" />}
      {both && !h2h.error && (!h2h.data || !playerA || !playerB) && <CardSkeletons />}
      {both && h2h.data && playerA && playerB && (
        <>
          <section aria-label="Frames won" className="mb-8">
            <StatTiles
              items={[
                [`${playerA.fullName} won`, h2h.data.playerAWon],
                [`${playerB.fullName} won`, h2h.data.playerBWon],
                ['Frames played', h2h.data.framesPlayed],
                [`${playerA.fullName}'s chance of the next frame`, percent(h2h.data.probabilityA)],
                [`${playerB.fullName}'s chance of the next frame`, percent(1 - h2h.data.probabilityA)],
              ]}
            />
            <p className="mt-2 text-sm text-slate-600">
              The chance comes from the two players' ratings, over every frame they have played.
            </p>
          </section>
          <Meetings frames={h2h.data.frames} playerA={playerA} playerB={playerB} />
        </>
      )}
    </Page>
  );
}
