// A QR code to the wallboard's public page, so people in the venue can follow on their phones. The
// qrcode module is loaded only when a board shows one, keeping it out of the TV's first render
// (the kiosk's JavaScript budget, README).
import { useEffect, useState } from 'react';

export const QR_CAPTION = 'Follow on your phone';

const qrOptions = { type: 'svg', margin: 1, errorCorrectionLevel: 'M' } as const;

export function PublicQr({ path, origin = window.location.origin }: { path: string; origin?: string }) {
  const url = new URL(path, origin).href;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      // A CommonJS module: its functions sit on the default export once bundled.
      .then((mod) => (mod.default ?? mod).toString(url, qrOptions))
      .then((text) => current && setSvg(text))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return null;
  return (
    <figure className="cb-qr" data-testid="public-qr">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={`QR code for ${url}`} />
      <figcaption>{QR_CAPTION}</figcaption>
    </figure>
  );
}
