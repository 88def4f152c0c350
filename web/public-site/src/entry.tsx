// The browser's side of the public site: the page is already in the HTML; this hydrates it with
// the data the host rendered it from, so the fixture page can follow the live stream.
import { hydrateRoot } from 'react-dom/client';
import { PublicSite, type SiteData } from './public-site.tsx';
import '../site.css';

const data = JSON.parse(document.getElementById('site-data')!.textContent!) as SiteData;
hydrateRoot(document.getElementById('root')!, <PublicSite {...data} />);
