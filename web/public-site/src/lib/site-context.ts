// What every public page needs beyond its data: the time zone dates are shown in (the host's, so
// the server and the browser print the same text) and the API's base for live updates.
import { createContext, useContext } from 'react';

export interface SiteSettings {
  timeZone: string;
  apiUrl: string;
}

export const SiteContext = createContext<SiteSettings>({ timeZone: 'UTC', apiUrl: '/api' });
export const useSite = () => useContext(SiteContext);
