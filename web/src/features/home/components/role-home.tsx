import { useQuery } from '@tanstack/react-query';
import type { Home } from '@core/schemas/home.ts';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';
import { homeQuery } from '../api/get-home.ts';
import { CaptainHome } from './captain-home.tsx';
import { LeaguesHome } from './leagues-home.tsx';
import { OrganiserHome } from './organiser-home.tsx';
import { PlayerHome } from './player-home.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

/** The home page's one read, once the session is known; children get it to show more from it. */
export function useHome() {
  const { user, loading } = useAuth();
  const organisationId = useOrganisationId();
  return useQuery({ ...homeQuery(user?.id, organisationId), enabled: !loading && organisationId !== null });
}

/** Each role's section the user holds (several for a captain who plays, or an organiser who does). */
export function RoleHome({ home }: { home: ReturnType<typeof useHome> }) {
  const { user } = useAuth();
  if (home.isError)
    return (
      <div className="mt-8">
        <LoadError error={home.error} />
      </div>
    );
  if (!home.data) {
    // Held at about a section's height, so the page below does not jump when it arrives.
    return (
      <div aria-busy="true" aria-label="Loading your home page" data-testid="loading" className="mt-8">
        <Skeleton data-testid="skeleton" className="h-64" />
      </div>
    );
  }
  return <RoleSections home={home.data} signedIn={!!user} />;
}

export function RoleSections({ home, signedIn }: { home: Home; signedIn: boolean }) {
  if (signedIn && !home.organiser && !home.captain && !home.player) return null;
  return (
    <div className="mt-8 grid gap-8">
      {home.setup && <SetupChecklist setup={home.setup} />}
      {home.organiser && <OrganiserHome week={home.organiser} />}
      {home.captain && <CaptainHome captain={home.captain} />}
      {home.player && <PlayerHome player={home.player} />}
      {!signedIn && <LeaguesHome leagues={home.leagues} />}
    </div>
  );
}
