// What every public page needs beyond its data: the time zone dates are shown in (the host's, so
// the server and the browser print the same text) and the API's base for live updates
// and calendar feeds, the site's origin for embed snippets.
import { createContext, useContext } from 'react';

export interface SiteSettings {
  timeZone: string;
  apiUrl: string;
  /** The site's own origin, for the absolute addresses a visitor copies (embed snippets). */
  siteUrl: string;
}

export const SiteContext = createContext<SiteSettings>({ timeZone: 'UTC', apiUrl: '/api', siteUrl: '' });
export const useSite = () => useContext(SiteContext);
