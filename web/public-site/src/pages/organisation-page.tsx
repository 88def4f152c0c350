// An organisation's page (/results/o/{slug}): its name, its logo and accent colour when set, and a
// link to each of its leagues' pages. Static: a new league shows on the next load.
import type { PublicOrganisationPage } from '../../../../core/schemas/public-site.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { SiteLayout } from '../components/site-layout.tsx';

export function OrganisationPage({ page }: { page: PublicOrganisationPage }) {
  const { organisation, leagues } = page;
  return (
    <SiteLayout title={organisation.name}>
      {organisation.accentColour && (
        <div
          aria-hidden
          data-testid="accent"
          className="mb-4 h-1.5 rounded"
          style={{ backgroundColor: organisation.accentColour }}
        />
      )}
      {organisation.logoUrl && (
        <img className="mb-4 h-16 w-auto" src={organisation.logoUrl} alt={`${organisation.name} logo`} />
      )}
      <section aria-labelledby="leagues">
        <h2 id="leagues" className="mb-2 text-lg font-semibold">
          Leagues
        </h2>
        {leagues.length === 0 && <p className="text-slate-600">No leagues yet.</p>}
        <ul className="grid gap-2">
          {leagues.map((l) => (
            <li key={l.id}>
              <a
                className="text-green-800 underline"
                href={publicPath({ kind: 'league', leagueId: l.id, id: l.id })}
              >
                {l.name}
              </a>
              <span className="ml-2 text-sm text-slate-600">{l.season}</span>
            </li>
          ))}
        </ul>
      </section>
    </SiteLayout>
  );
}
