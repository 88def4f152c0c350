// The header's organisation switcher: shown only to a person in several organisations.
import { useLocation, useNavigate } from 'react-router-dom';
import { ORG_PARAM, rememberOrganisation, useOrganisation } from '@/lib/organisation.ts';

/** A list screen stays put; a page of one row (a league's settings, a cup) belongs to the other organisation. */
export const switchPath = (pathname: string) => (/^\/[^/]*$/.test(pathname) ? pathname : '/');

export function OrganisationSwitcher() {
  const { organisations, current } = useOrganisation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (organisations.length < 2 || !current) return null;
  return (
    <select
      aria-label="Organisation"
      value={current.slug}
      onChange={(e) => {
        const slug = e.target.value;
        rememberOrganisation(slug);
        void navigate({ pathname: switchPath(pathname), search: `?${ORG_PARAM}=${slug}` });
      }}
      className="h-9 max-w-[11rem] truncate rounded-md border border-green-700 bg-green-800 px-2 text-sm text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      {organisations.map((o) => (
        <option key={o.slug} value={o.slug}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
