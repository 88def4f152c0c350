// Keeps ?org=<slug> in the address of a person in several organisations, whatever link they follow:
// the links of the app stay plain paths, and this puts the organisation back (a replace, no new
// history entry). A person in one organisation keeps plain addresses.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberOrganisation, searchWithOrg, useOrganisation } from '@/lib/organisation.ts';

export function useOrganisationInUrl() {
  const { organisations, current } = useOrganisation();
  const location = useLocation();
  const navigate = useNavigate();
  const several = organisations.length > 1;
  useEffect(() => {
    if (!current) return;
    rememberOrganisation(current.slug);
    const search = several ? searchWithOrg(location.search, current.slug) : null;
    if (search === null) return;
    void navigate({ ...location, search }, { replace: true, state: location.state });
  }, [current, several, location, navigate]);
}
