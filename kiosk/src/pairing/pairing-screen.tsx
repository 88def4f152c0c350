// What a fresh TV shows: its pairing code, big, and a QR code of the admin page that pre-fills it.
import { useEffect, useState } from 'react';
import { usePairing, type Paired } from './use-pairing.ts';
import '../display/display.css';
import './pairing.css';

export const PAIR_TITLE = 'Pair this screen';
export const PAIR_HINT = 'On the Wallboards screen, choose Pair a screen and enter this code';

/** 'BCDFGHJK' -> 'BCDF-GHJK' */
export const formatCode = (code: string) =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

function QrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    // qrcode is loaded after the first paint, so the code itself shows within the first-render budget.
    void import('qrcode').then((qr) =>
      qr
        .toString(text, { type: 'svg', margin: 1, color: { dark: '#000000', light: '#ffffff' } })
        .then((s) => {
          if (live) setSvg(s);
        }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return <div className="cb-qr" data-testid="pair-qr" dangerouslySetInnerHTML={{ __html: svg }} />;
}

export function PairingView({ code, offline }: { code: string | null; offline?: boolean }) {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const url = code ? `${origin}/wallboards?pair=${formatCode(code)}` : '';
  return (
    <div className="cb-wall cb-pair">
      <h1 className="cb-title">{PAIR_TITLE}</h1>
      <div className="cb-pair-body">
        <div>
          <div className="cb-pair-code" data-testid="pair-code">
            {code ? formatCode(code) : '····-····'}
          </div>
          <p className="cb-pair-hint">{PAIR_HINT}</p>
          {url && <p className="cb-pair-url">{url}</p>}
        </div>
        {code && <QrCode text={url} />}
      </div>
      {offline && <div className="cb-offline">Offline - retrying</div>}
    </div>
  );
}

export function PairingScreen({ apiUrl, onPaired }: { apiUrl: string; onPaired: (p: Paired) => void }) {
  const { code, offline } = usePairing(apiUrl, onPaired);
  return <PairingView code={code} offline={offline} />;
}
