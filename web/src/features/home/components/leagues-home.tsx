import { publicPaths } from '@core/rules/public-links.ts';
import type { Home } from '@core/schemas/home.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { Panel } from './panel.tsx';

/**
 * A visitor's way in: each league's public site (tables, results, fixtures; served by the host, so
 * plain links), and the sign-in dialog. The button's name avoids "Sign In", the header's button.
 */
export function LeaguesHome({ leagues }: { leagues: Home['leagues'] }) {
  const { setDialogOpen } = useAuth();
  return (
    <Panel title="League tables and results">
      {leagues.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {leagues.map((l) => (
            <li key={l.id}>
              <a
                href={publicPaths.league(l.id)}
                className="inline-block rounded-md border border-border px-3 py-2 font-medium text-green-800 hover:bg-slate-50"
              >
                {l.name} {l.season}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No league has been set up yet.</p>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        Captain, player or organiser? Sign in for your own matches, results and week.
        <Button size="sm" variant="secondary" onClick={() => setDialogOpen(true)}>
          Open my account
        </Button>
      </p>
    </Panel>
  );
}
