// A QR code to the wallboard's public page, so people in the venue can follow on their phones. The
// qrcode module is loaded only when a board shows one, keeping it out of the TV's first render
// (the kiosk's JavaScript budget, docs/testing.md).
import { useEffect, useState } from 'react';
import './public-qr.css';

export const QR_CAPTION = 'Follow on your phone';

const qrOptions = { type: 'svg', margin: 1, errorCorrectionLevel: 'M' } as const;

/** Drawn in the browser only (the TV's own origin is the site's); nothing on the server. */
export function PublicQr({ path, origin }: { path: string; origin?: string }) {
  const [qr, setQr] = useState<{ url: string; svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    const url = new URL(path, origin ?? window.location.origin).href;
    import('qrcode')
      .then((lib) => lib.toString(url, qrOptions))
      .then((svg) => current && setQr({ url, svg }))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [path, origin]);
  if (!qr) return null;
  const { url, svg } = qr;
  return (
    <figure className="cb-public-qr" data-testid="public-qr">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={`QR code for ${url}`} />
      <figcaption>{QR_CAPTION}</figcaption>
    </figure>
  );
}
